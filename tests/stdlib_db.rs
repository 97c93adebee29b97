//! The db library's effects on real files: SQLite databases made and read back by python3's
//! `sqlite3` module, directories of CSV tables, and the formats it refuses, all through
//! `clauz3 run --yes` (the program is proved first).
#![expect(
    clippy::disallowed_types,
    clippy::disallowed_methods,
    reason = "the tests make and read files and run the binary"
)]

mod run_common;
mod stdlib_common;

use run_common::events;
use std::path::Path;
use stdlib_common::{printed, python_in, read, run_in};

/// The row class the programs here read, and their imports.
const HEADER: &str = r#"from tools.db.trusted import contracts as db
from tools.db.trusted.effects import create_table, insert_row, read_rows

import clauz3


class Order(clauz3.Row):
    id: int
    customer: str
    paid: bool

"#;

/// `data/shop.db` with table `orders` (150 rows) made by python3's sqlite3 module.
fn shop_db(dir: &Path) {
    std::fs::create_dir_all(dir.join("data")).unwrap();
    python_in(
        dir,
        r#"import sqlite3
c = sqlite3.connect("data/shop.db")
c.execute("CREATE TABLE orders (id INTEGER, customer TEXT, paid BOOLEAN, note TEXT)")
for i in range(150):
    c.execute("INSERT INTO orders VALUES (?, ?, ?, ?)", (i, "O'Brien\"; DROP TABLE orders; --" if i == 7 else f"c{i % 4}", i % 3 == 0, None))
c.commit()
"#,
    );
}

#[test]
fn sqlite_rows_are_read_typed_filtered_bound_and_at_most_a_hundred() {
    let dir = tempfile::tempdir().unwrap();
    shop_db(dir.path());
    let program = format!(
        r#"{HEADER}
@clauz3.guarantee(db.only_read_under("data/"))
@clauz3.guarantee(db.no_db_writes())
def main() -> None:
    print(len(read_rows(Order, "data/shop.db", "orders", {{}})))
    for o in read_rows(Order, "data/shop.db", "orders", {{"customer": "c1", "paid": True}}):
        print(o)
    print(read_rows(Order, "data/shop.db", "orders", {{"customer": "O'Brien\"; DROP TABLE orders; --"}}))
"#
    );
    let ran = run_in(dir.path(), &program, &[]);
    assert_eq!(ran.code, 0, "{}{}", ran.stdout, ran.stderr);
    let expected = python_in(
        dir.path(),
        r#"import sqlite3
c = sqlite3.connect("data/shop.db")
print(min(100, c.execute("SELECT count(*) FROM orders").fetchone()[0]))
for i, cu, p in c.execute("SELECT id, customer, paid FROM orders WHERE customer = 'c1' AND paid = 1 LIMIT 100"):
    print(f"Order(id={i}, customer={cu!r}, paid={bool(p)})")
"#,
    );
    let mut lines: Vec<&str> = printed(&ran).lines().collect();
    let injected = lines.pop().unwrap();
    assert_eq!(lines.join("\n") + "\n", expected);
    assert_eq!(injected, r#"[Order(id=7, customer='O\'Brien"; DROP TABLE orders; --', paid=False)]"#);
    assert!(lines.len() > 5, "{lines:?}");
    // Reading never changes the file: the table and its 150 rows are all still there.
    assert_eq!(python_in(dir.path(), "import sqlite3\nprint(sqlite3.connect('data/shop.db').execute('SELECT count(*) FROM orders').fetchone()[0])"), "150\n");
}

#[test]
fn tables_are_created_and_rows_inserted_in_one_commit_each() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("out")).unwrap();
    let program = format!(
        r#"{HEADER}
@clauz3.guarantee(db.only_writes_databases([clauz3.FilePath("out/shop.sqlite")]))
@clauz3.guarantee(db.rows_inserted_at_most(2))
def main() -> None:
    create_table(Order, "out/shop.sqlite", "orders")
    insert_row("out/shop.sqlite", "orders", Order(id=1, customer="Ada", paid=True))
    insert_row("out/shop.sqlite", "orders", Order(id=2, customer="Bob", paid=False))
    try:
        create_table(Order, "out/shop.sqlite", "orders")
    except ValueError as e:
        print("again:", e)
"#
    );
    let ran = run_in(dir.path(), &program, &[]);
    assert_eq!(ran.code, 0, "{}{}", ran.stdout, ran.stderr);
    assert_eq!(printed(&ran), "again: table \"orders\" already exists (out/shop.sqlite)\n");
    let back = python_in(
        dir.path(),
        r#"import sqlite3
c = sqlite3.connect("out/shop.sqlite")
print(c.execute("SELECT * FROM orders ORDER BY rowid").fetchall())
print([(r[1], r[2], r[3]) for r in c.execute("PRAGMA table_info(orders)")])
"#,
    );
    assert_eq!(
        back,
        "[(1, 'Ada', 1), (2, 'Bob', 0)]\n[('id', 'INTEGER', 1), ('customer', 'TEXT', 1), ('paid', 'BOOLEAN', 1)]\n"
    );
    assert_eq!(
        events(&ran.log)[2..],
        ["started 1", "ok 1", "started 2", "ok 2", "started 3", "ok 3", "started 4", "raised 4", "finished"]
    );
}

#[test]
fn a_directory_of_csv_files_is_a_database_of_typed_tables() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("data")).unwrap();
    std::fs::write(
        dir.path().join("data/orders.csv"),
        "customer,id,paid,extra\nAda,1,true,x\n\"Bob, Jr.\",2,False,y\nCy,3,1,\nDee,4,TRUE,z\n",
    )
    .unwrap();
    let program = format!(
        r#"{HEADER}
def main() -> None:
    print(read_rows(Order, "data", "orders", {{"paid": True}}))
    print(read_rows(Order, "data/orders.csv", "orders", {{"id": 2}}))
    try:
        read_rows(Order, "data", "customers", {{}})
    except FileNotFoundError as e:
        print("missing:", e)
"#
    );
    let ran = run_in(dir.path(), &program, &[]);
    assert_eq!(ran.code, 0, "{}{}", ran.stdout, ran.stderr);
    assert_eq!(
        printed(&ran),
        "[Order(id=1, customer='Ada', paid=True), Order(id=3, customer='Cy', paid=True), Order(id=4, customer='Dee', paid=True)]\n\
         [Order(id=2, customer='Bob, Jr.', paid=False)]\n\
         missing: no CSV file for table \"customers\" in data\n"
    );
    let ok: Vec<usize> =
        ran.log.iter().filter(|r| r["event"] == "ok").map(|r| r["returned"].as_array().unwrap().len()).collect();
    assert_eq!(ok, [3, 1]);
}

#[test]
fn duckdb_and_parquet_sources_are_refused_naming_the_supported_formats() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("data")).unwrap();
    std::fs::write(dir.path().join("data/orders.parquet"), b"PAR1").unwrap();
    std::fs::write(dir.path().join("data/shop.duckdb"), b"").unwrap();
    // A DuckDB file may end in `.db` too: its header tells it apart.
    std::fs::write(dir.path().join("data/shop.db"), b"\0\0\0\0\0\0\0\0DUCK and then some more bytes").unwrap();
    let program = format!(
        r#"{HEADER}
def main() -> None:
    for path in ["data", "data/shop.duckdb", "data/shop.db"]:
        try:
            read_rows(Order, path, "orders", {{}})
        except ValueError as e:
            print(e)
    try:
        create_table(Order, "data/shop.db", "orders")
    except ValueError as e:
        print(e)
"#
    );
    let ran = run_in(dir.path(), &program, &[]);
    assert_eq!(ran.code, 0, "{}{}", ran.stdout, ran.stderr);
    let supported = "the db library reads SQLite files (.db, .sqlite, .sqlite3), CSV files and directories of <table>.csv files, and writes SQLite files; DuckDB and Parquet are not supported";
    let expected: String = ["data/orders.parquet", "data/shop.duckdb", "data/shop.db", "data/shop.db"]
        .iter()
        .map(|p| format!("unsupported database source {p}: {supported}\n"))
        .collect();
    assert_eq!(printed(&ran), expected);
    assert_eq!(
        std::fs::read(dir.path().join("data/shop.db")).unwrap(),
        b"\0\0\0\0\0\0\0\0DUCK and then some more bytes"
    );
}

/// The worked example of docs/libraries.md, run as the page says.
#[test]
fn the_db_example_of_the_docs_archives_the_paid_orders() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("exports")).unwrap();
    std::fs::write(dir.path().join("exports/orders.csv"), "id,customer,paid\n1,Ada,true\n2,Bob,false\n3,Cy,true\n")
        .unwrap();
    let ran = run_in(dir.path(), &read("docs/examples/libraries/archive_orders.py"), &[]);
    assert_eq!(ran.code, 0, "{}{}", ran.stdout, ran.stderr);
    assert_eq!(printed(&ran), "archived 2 paid orders\n");
    let back = python_in(
        dir.path(),
        "import sqlite3\nprint(sqlite3.connect('archive.db').execute('SELECT * FROM paid ORDER BY id').fetchall())",
    );
    assert_eq!(back, "[(1, 'Ada', 1), (3, 'Cy', 1)]\n");
}
