-- TechEmpower's data set (FrameworkBenchmarks, toolset/databases/postgres/create-postgres.sql), which the
-- apps' database endpoints read: world, 10,000 rows of a random number each, and fortune, the 12 fixed
-- messages (one to be HTML-escaped, one in Japanese to be encoded). Loaded by database.sh as role bench
-- into database bench, which bench owns: the tables are bench's, no grant is needed. Loading it again
-- replaces them.
SET client_encoding = 'UTF8';

BEGIN;

DROP TABLE IF EXISTS world, fortune;

CREATE TABLE world (
  id integer PRIMARY KEY,
  randomnumber integer NOT NULL
);

-- Seeded, so that every load draws the same numbers (for a given PostgreSQL major version: 15 changed
-- random()'s generator). Each row's number is in 1..10000, as TechEmpower's.
SELECT setseed(0.42);
INSERT INTO world (id, randomnumber)
SELECT id, floor(random() * 10000)::integer + 1
FROM generate_series(1, 10000) AS id;

CREATE TABLE fortune (
  id integer PRIMARY KEY,
  message varchar(2048) NOT NULL
);

INSERT INTO fortune (id, message) VALUES
  (1, 'fortune: No such file or directory'),
  (2, 'A computer scientist is someone who fixes things that aren''t broken.'),
  (3, 'After enough decimal places, nobody gives a damn.'),
  (4, 'A bad random number generator: 1, 1, 1, 1, 1, 4.33e+67, 1, 1, 1'),
  (5, 'A computer program does what you tell it to do, not what you want it to do.'),
  (6, 'Emacs is a nice operating system, but I prefer UNIX. — Tom Christaensen'),
  (7, 'Any program that runs right is obsolete.'),
  (8, 'A list is only as strong as its weakest link. — Donald Knuth'),
  (9, 'Feature: A bug with seniority.'),
  (10, 'Computers make very fast, very accurate mistakes.'),
  (11, '<script>alert("This should not be displayed in a browser alert box.");</script>'),
  (12, 'フレームワークのベンチマーク');

COMMIT;

-- Statistics for the planner before the first query, rather than after autovacuum's first visit.
ANALYZE world, fortune;
