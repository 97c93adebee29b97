"""Read uploaded CSV exports whose delimiter and header vary: sniff, parse, summarise."""
import csv
import io

UPLOADS = {
    "bank.csv": "date;payee;amount\n2024-03-01;Rent;-1200,00\n2024-03-02;Salary;3100,50\n2024-03-05;Grocer;-84,20\n",
    "shop.tsv": "sku\tqty\tprice\nA-1\t3\t9.99\nB-7\t1\t149.00\nC-2\t12\t0.45\n",
    "raw.txt": '"Ana", 31, "Lyon"\n"Bo", 25, "Turin"\n"Cy", 40, "Basel"\n',
    "quoted.csv": 'id,comment\n1,"said ""hi"", left"\n2,"two, parts"\n3,plain\n',
    "single.txt": "just some notes without any structure",
}


def load(name, text):
    sniffer = csv.Sniffer()
    try:
        dialect = sniffer.sniff(text, delimiters=",;\t|")
    except csv.Error as exc:
        return f"{name}: cannot read ({exc})"
    header = sniffer.has_header(text)
    rows = list(csv.reader(io.StringIO(text), dialect))
    fields = rows.pop(0) if header else [f"col{i + 1}" for i in range(len(rows[0]))]
    records = [dict(zip(fields, row)) for row in rows]
    shape = f"delimiter={dialect.delimiter!r} quote={dialect.quotechar!r} doubled={dialect.doublequote}"
    return f"{name}: {shape} space={dialect.skipinitialspace} header={header}\n    {records}"


def main():
    for name, text in UPLOADS.items():
        print(load(name, text))
    sniffer = csv.Sniffer()
    first = sniffer.sniff("a|b\n1|2\n")
    second = sniffer.sniff("a:b\n1:2\n")
    print(first.delimiter, second.delimiter, first is second, first.__name__, first.lineterminator == "\r\n")
    print(sniffer.preferred, issubclass(first, csv.Dialect), list(csv.DictReader(["x|y", "1|2"], dialect=first)))
    pipe = type("Pipe", (csv.excel,), {"delimiter": "|", "lineterminator": "\n"})
    out = io.StringIO()
    csv.writer(out, pipe).writerows([["a", "b|c"], [1, 2.5]])
    print(out.getvalue(), end="")
    print(pipe.__name__, [c.__name__ for c in pipe.__mro__])
