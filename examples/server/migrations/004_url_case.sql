-- Personal and team URLs are compared without regard to ASCII case and
-- stored as given (docs/decisions/server-url-case.md): once 'ada-lovelace'
-- is taken, so is 'ADA-LOVELACE'. The validators allow only ASCII letters,
-- digits and - _ . ~ in them, so lower() is ASCII lower case here.

-- A database holding two URLs that differ only in case cannot take the new
-- indexes: say which ones, rather than a bare unique violation.
do $$
declare
  personal text;
  team text;
begin
  select string_agg(distinct personal_url, ', ') into personal
    from accounts a
    where exists (select 1 from accounts b where b.id <> a.id and lower(b.personal_url) = lower(a.personal_url));
  select string_agg(distinct team_url, ', ') into team
    from pages a
    where a.team_url is not null
      and exists (select 1 from pages b where b.id <> a.id and lower(b.team_url) = lower(a.team_url));
  if personal is not null or team is not null then
    raise exception 'URLs that differ only in case must be made distinct before migration 004: personal URLs %; team URLs %',
      coalesce(personal, 'none'), coalesce(team, 'none');
  end if;
end
$$;

alter table accounts drop constraint accounts_personal_url_key;
-- What stops two personal URLs that differ only in case, whatever the pre-check said.
create unique index accounts_personal_url_lower_key on accounts (lower(personal_url));

drop index pages_team_url_key;
-- What stops two team URLs that differ only in case, whatever the pre-check said.
create unique index pages_team_url_lower_key on pages (lower(team_url)) where team_url is not null;
