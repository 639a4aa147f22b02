-- Fundraiser pages and their charity splits.

create table pages (
  id varchar(36) primary key default gen_random_uuid()::text,
  account_id varchar(36) not null references accounts (id),
  -- The service's pageUrl: the page's number under its account.
  page_number integer not null check (page_number >= 1),
  page_title varchar(45) not null,
  event_id varchar(36) references events (id),
  fundraising_date date,
  team_page boolean not null,
  team_name varchar(60),
  team_url varchar(100),
  activity_code varchar(3) references activities (code),
  activity_description varchar(30),
  charity_contribution boolean not null,
  post_event_fundraising_interval integer not null check (post_event_fundraising_interval between 0 and 36),
  fundraising_target numeric(19, 2) check (fundraising_target >= 0),
  created_at timestamptz not null default now(),
  constraint pages_account_page_number_key unique (account_id, page_number),
  -- An event page has no fundraising date and no activity; a personal page has both.
  constraint pages_event_or_personal check (
    (event_id is not null and fundraising_date is null and activity_code is null)
    or (event_id is null and fundraising_date is not null and activity_code is not null)
  ),
  constraint pages_team_fields check (team_page or (team_name is null and team_url is null))
);

-- What stops two equal team URLs, whatever the pre-check said.
create unique index pages_team_url_key on pages (team_url) where team_url is not null;

create table page_splits (
  page_id varchar(36) not null references pages (id) on delete cascade,
  position integer not null check (position between 0 and 4),
  charity_id varchar(36) not null references charities (id),
  percent integer not null check (percent between 0 and 100),
  custom_codes text[] not null default '{}' check (cardinality(custom_codes) <= 5),
  primary key (page_id, position),
  constraint page_splits_charity_key unique (page_id, charity_id)
);
