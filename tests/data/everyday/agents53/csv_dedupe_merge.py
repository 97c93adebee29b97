"""Merge two contact CSV exports, dedupe by normalised email and report conflicts."""
import csv
import io

CRM = """id,name,email,phone
1,Ann Lee,Ann.Lee@Example.com,555-0101
2,Bo Chan,bo@chan.net,
3,Cy Young,cy@young.org,555 0103
"""

SHOP = """email,full_name,phone,orders
ann.lee@example.com,Ann Lee,(555) 0101,4
bo@chan.net,Bo Chan,555-0102,1
dee@d.io,Dee Dee,555-0104,7
CY@YOUNG.ORG,Cyrus Young,555-0103,2
"""


def norm_phone(p):
    digits = "".join(ch for ch in p if ch.isdigit())
    return f"{digits[:3]}-{digits[3:]}" if digits else ""


def read(text):
    return list(csv.DictReader(io.StringIO(text)))


def main():
    merged, conflicts = {}, []
    for row in read(CRM):
        key = row["email"].strip().lower()
        merged[key] = {"name": row["name"], "email": key, "phone": norm_phone(row["phone"]),
                       "orders": 0, "sources": ["crm"]}
    for row in read(SHOP):
        key = row["email"].strip().lower()
        incoming = {"name": row["full_name"], "phone": norm_phone(row["phone"])}
        rec = merged.setdefault(key, {"name": incoming["name"], "email": key, "phone": "", "orders": 0, "sources": []})
        rec["sources"].append("shop")
        rec["orders"] += int(row["orders"])
        for field, value in incoming.items():
            if not rec[field]:
                rec[field] = value
            elif value and rec[field] != value:
                conflicts.append((key, field, rec[field], value))
    out = io.StringIO()
    w = csv.DictWriter(out, fieldnames=["email", "name", "phone", "orders", "sources"], lineterminator="\n")
    w.writeheader()
    for key in sorted(merged):
        rec = dict(merged[key], sources="+".join(merged[key]["sources"]))
        w.writerow(rec)
    print(out.getvalue().rstrip())
    print(f"{len(conflicts)} conflict(s):")
    for key, field, old, new in conflicts:
        print(f"  {key}: {field} {old!r} vs {new!r}")
    only = {s: [k for k, r in merged.items() if r["sources"] == [s]] for s in ("crm", "shop")}
    print("single-source:", only)


if __name__ == "__main__":
    main()
