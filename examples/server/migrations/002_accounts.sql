-- Fundraiser accounts and the access tokens account creation returns.

create table accounts (
  id varchar(36) primary key default gen_random_uuid()::text,
  title varchar(20) not null,
  forename varchar(50) not null,
  surname varchar(50) not null,
  address_line1 varchar(50) not null,
  address_line2 varchar(100) not null,
  town_city varchar(100) not null,
  county_state varchar(100) not null,
  postcode varchar(10),
  country_code varchar(10) not null references countries (code),
  preferred_telephone varchar(20) not null,
  email_address varchar(255) not null,
  personal_url varchar(100) not null,
  date_of_birth date not null,
  custom_codes text[] not null default '{}' check (cardinality(custom_codes) <= 5),
  charity_id varchar(36) references charities (id),
  terms_accepted_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  -- What stops two equal personal URLs, whatever the pre-check said.
  constraint accounts_personal_url_key unique (personal_url),
  -- "An account is unique per email address and date of birth pair."
  constraint accounts_email_dob_key unique (email_address, date_of_birth)
);

create table access_tokens (
  token varchar(36) primary key default gen_random_uuid()::text,
  account_id varchar(36) not null references accounts (id) on delete cascade,
  expires_at timestamptz not null
);
