/**
 * A small builder of generated source: lines and blocks, indented on
 * rendering, with slots that are filled after the code around them is
 * written (a loop's declarations, found while its body is written; a list's
 * one pass, known once every rule is written).
 */

type Part = { readonly text: string } | { readonly child: Source; readonly indented: boolean };

/** Statements of generated source. */
export class Source {
  private readonly parts: Part[] = [];

  /**
   * Adds statements, one per line.
   * @example source.line('const findings = new Findings(reporting);')
   */
  line(...texts: readonly string[]): this {
    for (const text of texts) this.parts.push({ text });
    return this;
  }

  /**
   * Adds `head {`, the statements `fill` writes indented, and `close`.
   * @example source.block('if (t_title === undefined)', (body) => body.line('...'))
   */
  block(head: string, fill: (body: Source) => void, close = '}'): this {
    const body = new Source();
    fill(body);
    this.parts.push({ text: `${head} {` }, { child: body, indented: true }, { text: close });
    return this;
  }

  /**
   * Adds `head {`, the statements of `then`, `} else {`, those of
   * `otherwise` and `}`: an if statement with both branches.
   * @example source.choice('if (found === TRUE)', report, (otherwise) => otherwise.line(skip))
   */
  choice(head: string, then: (body: Source) => void, otherwise: (body: Source) => void): this {
    const [yes, no] = [new Source(), new Source()];
    then(yes);
    otherwise(no);
    this.parts.push(
      { text: `${head} {` },
      { child: yes, indented: true },
      { text: '} else {' },
      { child: no, indented: true },
      { text: '}' },
    );
    return this;
  }

  /**
   * A place for statements written later, at the current indentation.
   * @example const declarations = source.slot();
   */
  slot(): Source {
    const child = new Source();
    this.parts.push({ child, indented: false });
    return child;
  }

  /**
   * Adds statements written elsewhere, at the current indentation.
   * @example source.append(rule)
   */
  append(source: Source): this {
    this.parts.push({ child: source, indented: false });
    return this;
  }

  /** Whether no statement has been added. */
  get empty(): boolean {
    return this.parts.every((part) => 'child' in part && part.child.empty);
  }

  /**
   * The source's lines, indented by `depth` steps of two spaces.
   * @example new Source().line('x;').render(1) // ['  x;']
   */
  render(depth = 0): string[] {
    return this.parts.flatMap((part) =>
      'text' in part ? [`${'  '.repeat(depth)}${part.text}`] : part.child.render(depth + (part.indented ? 1 : 0)),
    );
  }
}
