import re

TEXT = """Contact sales@example.com or Support <help.desk@mail.example.org>.
Bad ones: foo@, @bar.com, x@y. Phone: (555) 123-4567, 555.987.6543, +1 555 222 3333.
Visit https://www.example.com/path?q=1 or http://test.io today!"""

EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
PHONE = re.compile(r"(?:\+1\s)?\(?(\d{3})\)?[\s.-]?(\d{3})[\s.-](\d{4})")


def main():
    emails = EMAIL.findall(TEXT)
    print("emails:", emails)
    domains = sorted({e.split("@")[1].lower() for e in emails})
    print("domains:", domains)
    for m in PHONE.finditer(TEXT):
        print(f"phone at {m.start():>3}: {'-'.join(m.groups())}")
    urls = re.findall(r"https?://[^\s]+?(?=[\s,]|$)", TEXT)
    print("urls:", urls)
    masked = EMAIL.sub(lambda m: m.group(0)[0] + "***@" + m.group(0).split("@")[1], TEXT.splitlines()[0])
    print(masked)
    words = re.split(r"\W+", "one, two;three  four")
    print(words, bool(re.fullmatch(r"\d{3}-\d{4}", "123-4567")))
    return len(emails)


if __name__ == "__main__":
    main()
