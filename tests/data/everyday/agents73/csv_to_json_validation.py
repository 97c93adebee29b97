import csv
import io
import json
import re
from datetime import date
from decimal import Decimal, InvalidOperation
from typing import TypedDict

RAW = """sku,name,price,stock,launched,email_contact,tags
A-100,Desk Lamp,24.99,15,2023-03-01,ops@shop.example,"home;lighting"
A-101,  Office Chair ,149.5,-2,2023-13-01,ops@shop.example,furniture
A-102,,9.99,100,2022-11-30,not-an-email,
B-200,Monitor Arm,abc,7,2024-01-15,hw@shop.example,"office;ergonomic;metal"
B-201,USB Hub,19.00,,2024-02-29,hw@shop.example,usb
A-100,Desk Lamp (dup),22.00,3,2023-03-01,ops@shop.example,home
C-300,Notebook,3.5,500,2021-06-01,paper@shop.example,stationery
"""

SKU_RE = re.compile(r"^[A-Z]-\d{3}$")
EMAIL_RE = re.compile(r"^[^@\s]+@[^@\s]+\.[a-z]{2,}$")


class Product(TypedDict):
    sku: str
    name: str
    price: str
    stock: int
    launched: str
    contact: str
    tags: list[str]


def validate(row: dict, line: int, seen: set) -> tuple[Product | None, list[str]]:
    errors = []
    sku = row["sku"].strip()
    if not SKU_RE.match(sku):
        errors.append(f"sku {sku!r} malformed")
    elif sku in seen:
        errors.append(f"duplicate sku {sku}")
    name = " ".join(row["name"].split())
    if not name:
        errors.append("name is empty")
    try:
        price = Decimal(row["price"])
        if price <= 0:
            errors.append("price must be positive")
    except InvalidOperation:
        errors.append(f"price {row['price']!r} is not a number")
        price = None
    try:
        stock = int(row["stock"])
        if stock < 0:
            errors.append(f"stock {stock} negative")
    except ValueError:
        errors.append("stock missing" if not row["stock"] else "stock not an integer")
        stock = None
    try:
        launched = date.fromisoformat(row["launched"])
    except ValueError as e:
        errors.append(f"launched: {e}")
        launched = None
    if not EMAIL_RE.match(row["email_contact"]):
        errors.append(f"bad email {row['email_contact']!r}")
    if errors:
        return None, [f"line {line}: {msg}" for msg in errors]
    seen.add(sku)
    tags = [t for t in row["tags"].split(";") if t]
    product: Product = {"sku": sku, "name": name, "price": f"{price:.2f}", "stock": stock,
                        "launched": launched.isoformat(), "contact": row["email_contact"], "tags": tags}
    return product, []


def main():
    reader = csv.DictReader(io.StringIO(RAW))
    good: list[Product] = []
    errors: list[str] = []
    seen: set[str] = set()
    for line, row in enumerate(reader, start=2):
        product, errs = validate(row, line, seen)
        if product:
            good.append(product)
        errors.extend(errs)
    payload = {"count": len(good), "products": good, "errors": errors}
    print(json.dumps(payload, indent=2, ensure_ascii=False))
    print(f"{len(good)} valid / {reader.line_num - 1} rows; fields: {reader.fieldnames}")
    out = io.StringIO()
    w = csv.DictWriter(out, fieldnames=["sku", "name", "price", "tags"], extrasaction="ignore", quoting=csv.QUOTE_NONNUMERIC)
    w.writeheader()
    for p in good:
        w.writerow({**p, "tags": "|".join(p["tags"])})
    print(out.getvalue().replace("\r\n", "\n"), end="")
    return len(errors)


if __name__ == "__main__":
    main()
