"""Convert CSV with typed columns to nested JSON, coercing types and collecting row errors."""
import csv
import io
import json
from datetime import date

CSV_TEXT = """\
id,name,email,signup,plan,seats,monthly_fee,tags,address.city,address.country
1,Acme Corp,ops@acme.test,2023-01-15,pro,25,499.00,"b2b;priority",Denver,US
2,Blue Fin,hello@bluefin.test,2023-03-02,starter,3,29.5,,Lisbon,PT
3,"Cobalt, Inc.",billing@cobalt.test,2023-13-01,pro,10,199.00,b2b,Toronto,CA
4,Delta Dental,,2023-05-20,enterprise,120,2999.99,"b2b;health;priority",Austin,US
5,Echo,echo@echo.test,2023-06-11,free,,0,trial,Osaka,JP
6,Fox & Hound,team@fox.test,2023-07-04,pro,many,99.00,,Dublin,IE
"""

SCHEMA = {
    "id": int,
    "seats": lambda s: int(s) if s else None,
    "monthly_fee": float,
    "signup": date.fromisoformat,
    "tags": lambda s: [t for t in s.split(";") if t],
}


def nest(flat):
    out = {}
    for key, value in flat.items():
        parts = key.split(".")
        target = out
        for p in parts[:-1]:
            target = target.setdefault(p, {})
        target[parts[-1]] = value
    return out


def convert(text):
    reader = csv.DictReader(io.StringIO(text))
    records, errors = [], []
    for row in reader:
        clean = {}
        try:
            for key, raw in row.items():
                conv = SCHEMA.get(key, lambda s: s or None)
                clean[key] = conv(raw)
        except ValueError as e:
            errors.append({"line": reader.line_num, "column": key, "value": raw, "error": str(e)})
            continue
        records.append(nest(clean))
    return reader.fieldnames, records, errors


def encode(obj):
    if isinstance(obj, date):
        return obj.isoformat()
    raise TypeError(f"not serialisable: {type(obj).__name__}")


def main():
    fields, records, errors = convert(CSV_TEXT)
    print("columns:", fields)
    print(f"{len(records)} records, {len(errors)} errors")
    payload = {"customers": records, "errors": errors}
    text = json.dumps(payload, indent=2, default=encode, sort_keys=False)
    print(text[:600])
    print("...")
    back = json.loads(text)
    mrr = sum(c["monthly_fee"] for c in back["customers"])
    by_country = {}
    for c in back["customers"]:
        by_country.setdefault(c["address"]["country"], []).append(c["name"])
    print(f"MRR ${mrr:,.2f}")
    print(json.dumps(by_country, separators=(",", ":")))
    print(json.dumps([e["column"] for e in back["errors"]]))
    try:
        json.dumps({"when": date(2024, 1, 1), "x": {1, 2}}, default=encode)
    except TypeError as e:
        print("TypeError:", e)


if __name__ == "__main__":
    main()
