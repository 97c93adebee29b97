import re

TEXT = """Contact: alice@example.com, bob.smith@work.org
Phone: (555) 123-4567 or 555.987.6543
Order #A1023 shipped 2026-11-30; order #B77 pending since 2026-12-01."""


def main():
    emails = re.findall(r"[\w.]+@[\w.]+\.\w+", TEXT)
    print(emails)
    phones = re.findall(r"\(?(\d{3})\)?[ .-](\d{3})[.-](\d{4})", TEXT)
    print(["-".join(p) for p in phones])
    for m in re.finditer(r"#([A-Z])(\d+)", TEXT):
        print(m.group(0), m.group(1), int(m.group(2)), m.start())
    dates = re.findall(r"\d{4}-\d{2}-\d{2}", TEXT)
    print(dates)
    print(re.sub(r"\d", "#", "pin 1234, code 99"))
    print(re.split(r"[;,]\s*", "a, b;c,  d"))
    m = re.match(r"(\w+): (.*)", "Phone: hidden")
    print(m.groups() if m else None)
    print(bool(re.fullmatch(r"[a-z]+", "abc")), re.search(r"z", "abc"))


if __name__ == "__main__":
    main()
