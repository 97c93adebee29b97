ROWS = [
    "Smith, John, john.smith@corp.com, 555-0100",
    "john smith, , JOHN.SMITH@CORP.COM, ",
    "Doe, Jane, jane@home.net, 555-0199",
    "Jane Doe, , , 5550199",
    "Brown, Alex, alex@corp.com, 555-0150",
]


def normalize(row):
    parts = [p.strip() for p in row.split(",")]
    if parts[1]:
        name = f"{parts[1]} {parts[0]}"
    else:
        name = parts[0]
    name = " ".join(w.capitalize() for w in name.split())
    email = parts[2].lower() or None
    phone = "".join(c for c in parts[3] if c.isdigit()) or None
    return {"name": name, "email": email, "phone": phone}


def main():
    merged = {}
    for row in ROWS:
        c = normalize(row)
        key = c["name"].lower()
        if key in merged:
            for field in ("email", "phone"):
                merged[key][field] = merged[key][field] or c[field]
        else:
            merged[key] = c
    for c in merged.values():
        print(f"{c['name']:<12} {c['email'] or '-':<22} {c['phone'] or '-'}")
    missing = [c["name"] for c in merged.values() if not all(c.values())]
    print("incomplete:", missing)
    return len(ROWS) - len(merged)
