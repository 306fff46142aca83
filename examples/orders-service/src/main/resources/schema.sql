CREATE TABLE IF NOT EXISTS products (id INTEGER PRIMARY KEY, name VARCHAR(80) NOT NULL, price NUMERIC(10, 2) NOT NULL);
CREATE TABLE IF NOT EXISTS orders (id BIGSERIAL PRIMARY KEY, customer VARCHAR(80) NOT NULL, placed_at TIMESTAMPTZ NOT NULL DEFAULT now());
CREATE TABLE IF NOT EXISTS order_lines (id BIGSERIAL PRIMARY KEY, order_id BIGINT NOT NULL REFERENCES orders (id), product_id INTEGER NOT NULL REFERENCES products (id), quantity INTEGER NOT NULL, price NUMERIC(10, 2) NOT NULL);
INSERT INTO products (id, name, price) SELECT n, 'Product ' || n, round((n * 1.37)::numeric % 100 + 1, 2) FROM generate_series(1, 100) AS n ON CONFLICT (id) DO NOTHING;
-- Every order is read back by its id after it is placed: without this index that read scans every line ever written.
CREATE INDEX IF NOT EXISTS order_lines_order_id ON order_lines (order_id);
