-- The lookups the validators read at start (countries, activities, charities)
-- and the events whose facts they ask per request.

create table countries (
  code varchar(10) primary key,
  name varchar(50) not null
);

create table activities (
  code varchar(3) primary key,
  description varchar(255) not null,
  reason_code varchar(10) not null default 'CHALLENGE'
);

create table charities (
  id varchar(36) primary key,
  name varchar(150) not null
);

create table events (
  id varchar(36) primary key,
  name varchar(255) not null,
  status text not null default 'published'
    check (status in ('published', 'unpublished', 'expired', 'closed')),
  fee_required boolean not null default false,
  -- null: places are not limited
  places_left integer,
  -- null: the service's own limit of 5 applies
  max_charities integer check (max_charities between 1 and 5)
);

-- No rows for an event: any known charity is allowed.
create table event_allowed_charities (
  event_id varchar(36) not null references events (id) on delete cascade,
  charity_id varchar(36) not null references charities (id),
  primary key (event_id, charity_id)
);

-- No rows for an event: the page chooses its own splits.
create table event_fixed_splits (
  event_id varchar(36) not null references events (id) on delete cascade,
  position integer not null check (position >= 0),
  charity_id varchar(36) not null references charities (id),
  percent integer not null check (percent between 0 and 100),
  primary key (event_id, position)
);
