LINES = ('name,quote,year', 'Ada,"Hello, world",1843', 'Linus,"Talk is cheap. Show me the code.",2000', 'Grace,"It\'s easier to ask forgiveness",1986')


def split_csv(line: str) -> list:
    fields = []
    current = ""
    quoted = False
    for ch in line:
        if ch == '"':
            quoted = not quoted
        elif ch == "," and not quoted:
            fields.append(current)
            current = ""
        else:
            current += ch
    fields.append(current)
    return fields


def main() -> None:
    header = split_csv(LINES[0])
    rows = [dict(zip(header, split_csv(l))) for l in LINES[1:]]
    for row in sorted(rows, key=lambda r: int(r["year"])):
        quote = row["quote"]
        short = quote if len(quote) <= 24 else quote[:21] + "..."
        print(f"{row['year']} {row['name']:<6} {short!r}")
    print("longest quote by:", max(rows, key=lambda r: len(r["quote"]))["name"], "words:", [len(r["quote"].split()) for r in rows])
