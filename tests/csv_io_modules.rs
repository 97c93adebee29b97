//! The `io` and `csv` modules (issue 29): `io.StringIO` and `csv`'s reader, writer,
//! `DictReader`, `DictWriter` and dialects run as in CPython 3.11 (quoting, escaping, fields
//! spanning lines, newline handling, positions, CPython's errors); a proof over a constant CSV
//! holds, and one over a symbolic row is never wrongly proved.

mod cpython_common;

use clauz3::{prove, Conclusion, Program, ProveOptions};

/// Helpers the expressions below call: each catches `csv.Error` and `OSError` (which
/// `outcomes_of` does not) and returns `Name: message` as it does.
const PRELUDE: &str = r#"import csv
import io


def caught(f):
    try:
        return f()
    except (csv.Error, OSError) as e:
        return type(e).__name__ + ': ' + str(e)


def rows(lines, *args, **kw):
    return caught(lambda: list(csv.reader(lines, *args, **kw)))


def parse(text, *args, **kw):
    return rows(io.StringIO(text), *args, **kw)


def written(rows, *args, **kw):
    buf = io.StringIO()
    w = csv.writer(buf, *args, **kw)
    def go():
        results = [w.writerow(row) for row in rows]
        return (results, buf.getvalue())
    return caught(go)


def dict_rows(text, *args, **kw):
    r = csv.DictReader(io.StringIO(text), *args, **kw)
    return caught(lambda: (list(r), r.fieldnames, r.line_num))


def dict_written(fields, rows, **kw):
    buf = io.StringIO()
    w = csv.DictWriter(buf, fields, **kw)
    def go():
        return (w.writeheader(), [w.writerow(row) for row in rows], buf.getvalue())
    return caught(go)


def renamed(lines, names):
    d = csv.DictReader(lines)
    d.fieldnames = names
    return list(d)


def closed_file():
    f = io.StringIO('a\nb')
    f.close()
    return f


def steps(f, *calls):
    out = []
    for call in calls:
        try:
            out.append(call(f))
        except (ValueError, TypeError, OSError) as e:
            out.append(type(e).__name__ + ': ' + str(e))
    return out"#;

#[test]
fn the_reader_parses_as_in_cpython() {
    let exprs = [
        "parse('a,b,c\\n1,2,3\\n')",
        "parse('a,b\\r\\n1,2\\r\\n')",
        "parse('a,\"b,c\",d\\n')",
        "parse('\"say \"\"hi\"\"\",x\\n')",
        "parse('x,\"a\\nb\",c\\r\\nd')",
        "parse('x,\"a\\r\\nb\"\\n')",
        "parse('\\n\\na\\n\\n')",
        "parse(',\\n,,\\n')",
        "parse(' a , b ')",
        "parse('\"a\"b,c')",
        "parse('a\"b,c')",
        "parse('\"a\"b,c', strict=True)",
        "parse('\"ab', strict=True)",
        "parse('\"ab')",
        "parse('a,\"b')",
        "parse('a,b\\x00c')",
        "rows(['a\\nb'])",
        "rows(['a,b\\r\\n', '\\r\\n', '', 'c'])",
        "rows(['a,b\\r\\r\\n\\n'])",
        "rows(['a,\"b\\n', 'c\"'])",
        "rows(['a,\"b', 'c\"'])",
        "rows('x,\"a\\nb\",c\\nd'.splitlines())",
        "rows(io.StringIO('x,\"a\\r\\nb\"\\r\\ny\\r\\n', newline=''))",
        "rows(io.StringIO('x,\"a\\r\\nb\"\\r\\ny\\r\\n'))",
        "(lambda r: [(row, r.line_num) for row in r])(csv.reader(io.StringIO('a\\n\"b\\nc\"\\nd\\n')))",
        "rows([1])",
        "rows(5)",
        "rows(['a;b;c'], delimiter=';')",
        "rows([\"'a;b';c\"], delimiter=';', quotechar=\"'\")",
        "rows(['a\\tb'], 'excel-tab')",
        "rows(['a\\tb'], dialect='excel-tab')",
        "rows(['a,b'], csv.excel_tab)",
        "rows(['a;b'], csv.excel, delimiter=';')",
        "rows(['a,b'], 'unix')",
        "rows(['a,b'], 'nope')",
        "rows(['  a,  \"b,c\"', ' '], skipinitialspace=True)",
        "rows(['a  b'], delimiter=' ', skipinitialspace=True)",
        "rows(['a\\\\,b,c\\\\'], escapechar='\\\\')",
        "rows(['a\\\\,b,\"c\\\\\"d\"'], escapechar='\\\\', strict=True)",
        "rows(['\"a\"b\"'], quoting=csv.QUOTE_NONE)",
        "rows(['1,\"2\", 3,'], quoting=csv.QUOTE_NONNUMERIC)",
        "rows(['1,\"2\",x'], quoting=csv.QUOTE_NONNUMERIC)",
        "rows(['a,\"b\"'], quotechar=None)",
        "rows(['a\"b'], doublequote=False)",
        "rows(['\"a\"\"b\"'], doublequote=False)",
        "rows([], delimiter=1)",
        "rows([], delimiter='ab')",
        "rows([], delimiter='')",
        "rows([], delimiter=None)",
        "rows([], quotechar=1)",
        "rows([], quotechar='ab')",
        "rows([], escapechar=1)",
        "rows([], lineterminator=1)",
        "rows([], quoting=9)",
        "rows([], quoting='a')",
        "rows([], 'excel', quotechar=None)",
        "rows([], foo=1)",
        "csv.reader(['a']).line_num",
        "csv.reader(['a'], delimiter=';').dialect.delimiter",
        "(csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC, csv.QUOTE_NONE)",
        "csv.list_dialects()",
        "csv.get_dialect('excel-tab').delimiter",
        "isinstance(csv.Error('x'), Exception)",
    ];
    cpython_common::same_as_cpython(&cpython_common::outcomes_of(PRELUDE, &exprs));
}

#[test]
fn the_writer_quotes_and_escapes_as_in_cpython() {
    let exprs = [
        "written([['a', 'b'], [1, 2.5, True, None]])",
        "written([[], [''], [None], [None, None], ['', '']])",
        "written([['a\"b', 'x,y', 'l\\nm', 'r\\rs', 'e f']])",
        "written([['a\\rb', 'c\\nd']], lineterminator='\\n')",
        "written([['eXf', ' g']], lineterminator='X')",
        "written([[1, 2.5, 'a', None, True, '']], quoting=csv.QUOTE_NONNUMERIC)",
        "written([[1, 2.5, 'a', None, True, '']], quoting=csv.QUOTE_ALL)",
        "written([['a,b', 'c\"d', 'e\\\\f', 'g\\nh']], quoting=csv.QUOTE_NONE, escapechar='\\\\')",
        "written([['a,b']], quoting=csv.QUOTE_NONE)",
        "written([['']], quoting=csv.QUOTE_NONE)",
        "written([['a,b', 'c\"d', 'e\\\\f']], doublequote=False, escapechar='\\\\')",
        "written([['c\"d']], doublequote=False)",
        "written([['a;b', 'c']], delimiter=';')",
        "written([['a', 'b']], 'excel-tab')",
        "written([['a', 'b']], 'unix')",
        "written(['abc'])",
        "written([1])",
        "written([(x * 2 for x in range(3))])",
        "written([[0.1 + 0.2, 1e100, -0.0]])",
    ];
    cpython_common::same_as_cpython(&cpython_common::outcomes_of(PRELUDE, &exprs));
}

#[test]
fn dict_readers_and_writers_run_as_in_cpython() {
    let exprs = [
        "dict_rows('a,b\\n1,2\\n3,4\\n')",
        "dict_rows('a,b\\n1,2,3\\n\\n4\\n', restkey='rest')",
        "dict_rows('a,b\\n1\\n', restval='?')",
        "dict_rows('')",
        "renamed(['a,b', '1,2'], ['x', 'y'])",
        "dict_rows('1,2\\n', fieldnames=['x', 'y'])",
        "dict_rows('1;2\\n', ['x', 'y'], delimiter=';')",
        "dict_rows('h\\n\"multi\\nline\"\\nz\\n')",
        "dict_written(['a', 'b'], [{'a': 1, 'b': 'x,y'}, {'a': 2}])",
        "dict_written(['a', 'b'], [{'a': 1}], restval='-')",
        "dict_written(['a', 'b'], [{'a': 1, 'c': 2}])",
        "dict_written(['a', 'b'], [{'a': 1, 'c': 2}], extrasaction='ignore')",
        "dict_written(['a'], [], extrasaction='x')",
        "dict_written(('a', 'b'), [{'b': None}], quoting=csv.QUOTE_ALL)",
    ];
    cpython_common::same_as_cpython(&cpython_common::outcomes_of(PRELUDE, &exprs));
}

#[test]
fn string_io_runs_as_in_cpython() {
    let exprs = [
        "io.StringIO().getvalue()",
        "io.StringIO('abc').getvalue()",
        "io.StringIO('abc').read()",
        "io.StringIO('abc').tell()",
        "io.StringIO(None).getvalue()",
        "io.StringIO(1)",
        "io.StringIO('x', 'y')",
        "io.StringIO('x', 1)",
        "steps(io.StringIO('ab\\ncd\\nef'), lambda f: f.readline(), lambda f: f.tell(), lambda f: f.read(1), lambda f: f.readline(1), lambda f: f.readlines(), lambda f: f.read(), lambda f: f.readline())",
        "steps(io.StringIO(), lambda f: f.write('hello'), lambda f: f.write(''), lambda f: f.write(1), lambda f: f.tell(), lambda f: f.seek(1), lambda f: f.write('EY'), lambda f: f.getvalue(), lambda f: f.read())",
        "steps(io.StringIO('abc'), lambda f: f.seek(-1), lambda f: f.seek(1, 1), lambda f: f.seek(1, 2), lambda f: f.seek(0, 3), lambda f: f.seek('a'), lambda f: f.seek(1.0), lambda f: f.seek(10), lambda f: f.write('z'), lambda f: f.getvalue(), lambda f: f.seek(0, 2), lambda f: f.seek(0, 1))",
        "steps(io.StringIO('abcdef'), lambda f: f.seek(4), lambda f: f.truncate(), lambda f: f.getvalue(), lambda f: f.truncate(10), lambda f: f.truncate(-1), lambda f: f.truncate(1), lambda f: f.tell(), lambda f: f.write('!'), lambda f: f.getvalue())",
        "steps(io.StringIO('abc'), lambda f: f.read('a'), lambda f: f.read(None), lambda f: f.read(-5), lambda f: f.readline(None))",
        "steps(closed_file(), lambda f: f.closed, lambda f: f.write('a'), lambda f: f.write(1), lambda f: f.getvalue(), lambda f: f.read(), lambda f: f.readline(), lambda f: f.tell(), lambda f: f.seek(0), lambda f: f.truncate())",
        "steps(closed_file(), lambda f: f.flush(), lambda f: f.readable(), lambda f: f.writable(), lambda f: f.seekable(), lambda f: f.isatty(), lambda f: f.close(), lambda f: f.__enter__(), lambda f: iter(f), lambda f: next(f), lambda f: f.writelines([]), lambda f: f.readlines())",
        "steps(io.StringIO('a'), lambda f: f.readable(), lambda f: f.writable(), lambda f: f.seekable(), lambda f: f.isatty(), lambda f: f.flush(), lambda f: f.closed)",
        "list(io.StringIO('a\\nb\\r\\nc\\rd\\n\\n'))",
        "list(io.StringIO(''))",
        "io.StringIO('a\\r\\nb\\rc', None).getvalue()",
        "io.StringIO('a\\r\\nb\\rc', None).readlines()",
        "io.StringIO('a\\r\\nb\\rc\\n', '').readlines()",
        "io.StringIO('a\\nb', '\\r\\n').getvalue()",
        "io.StringIO('a\\nb', '\\r\\n').readlines()",
        "io.StringIO('a\\nb\\rc', '\\r').readlines()",
        "steps(io.StringIO(newline=None), lambda f: f.write('x\\r\\ny\\r'), lambda f: f.getvalue())",
        "io.StringIO('a\\nbb\\nccc\\nd').readlines(3)",
        "io.StringIO('a\\nbb\\nccc\\nd').readlines(0)",
        "steps(io.StringIO(), lambda f: f.writelines(['a', 'b\\n', 'c']), lambda f: f.getvalue(), lambda f: f.writelines([1]))",
        "(io.SEEK_SET, io.SEEK_CUR, io.SEEK_END)",
    ];
    cpython_common::same_as_cpython(&cpython_common::outcomes_of(PRELUDE, &exprs));
}

#[test]
fn string_io_is_a_context_manager_and_collects_print() {
    let source = r#"import io


def main():
    with io.StringIO() as f:
        print("a", 1, sep="-", file=f)
        print("b", end="", file=f)
        text = f.getvalue()
    try:
        f.getvalue()
    except ValueError as e:
        return (text, f.closed, str(e))
"#;
    cpython_common::same_as_cpython(source);
}

const TOTALS: &str = r#"import csv
import io

DATA = "item,qty,price\napple,3,1.5\n\"pear, green\",2,2\n"


def main() -> None:
    total = 0
    for row in csv.DictReader(io.StringIO(DATA)):
        total += int(row["qty"])
    assert total == 5
    rows = list(csv.reader(DATA.splitlines()))
    assert rows[2][0] == "pear, green"
    assert len(rows) == 3
"#;

#[test]
fn a_program_over_a_constant_csv_proves() {
    let program = Program::from_source("totals.py", TOTALS, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    let r = prove(&program, &ProveOptions::default());
    assert_eq!(r.conclusion, Conclusion::Proved, "{}", r.line);
}

const SYMBOLIC_ROW: &str = r#"import csv


def main(line: str) -> None:
    if "\n" in line or "\r" in line or '"' in line:
        return
    rows = list(csv.reader([line]))
    assert len(rows) == 1
    assert rows[0] == ([] if line == "" else line.split(","))
"#;

// `csv.reader([''])` gives one empty row: the claim is false and must not be proved.
const SYMBOLIC_WRONG: &str = r#"import csv


def main(line: str) -> None:
    if "\n" in line or "\r" in line or '"' in line:
        return
    rows = list(csv.reader([line]))
    assert len(rows[0]) >= 1
"#;

#[test]
fn a_program_over_a_symbolic_row_is_never_wrongly_proved() {
    let program = Program::from_source("row.py", SYMBOLIC_ROW, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    let r = prove(&program, &ProveOptions::default());
    assert_ne!(r.conclusion, Conclusion::Failed, "{}", r.line);
    let program = Program::from_source("row.py", SYMBOLIC_WRONG, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    let r = prove(&program, &ProveOptions::default());
    assert_eq!(r.conclusion, Conclusion::Failed, "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"), "{}", r.line);
}
