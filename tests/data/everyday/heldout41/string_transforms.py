def snake_to_camel(s: str) -> str:
    head, *tail = s.split("_")
    return head + "".join(w.capitalize() for w in tail)


def camel_to_snake(s: str) -> str:
    out = []
    for i, ch in enumerate(s):
        if ch.isupper() and i:
            out.append("_")
        out.append(ch.lower())
    return "".join(out)


def kebab(s):
    return "-".join(s.lower().split())


def slugify(title):
    keep = "".join(c if c.isalnum() or c == " " else "" for c in title.lower())
    return "-".join(keep.split())


def main():
    names = ["user_id", "http_response_code", "x", "total_price_usd"]
    for n in names:
        c = snake_to_camel(n)
        print(f"{n:<20} -> {c:<18} -> {camel_to_snake(c)}")
    print(kebab("  Hello   Big World "))
    print(slugify("What's New in Python 3.12? (A Review!)"))
    s = "Hello, World"
    print(s.swapcase(), s.casefold(), s.title(), s.upper(), s.lower())
    print(s.center(20, "*"), s.ljust(15, ".") + "|", s.rjust(15) + "|")
    print(s.removeprefix("Hello, "), s.removesuffix("World"), s.removeprefix("xyz"))
    print("42".zfill(6), "-42".zfill(6), "+7".zfill(4))
    print("a\tbb\tccc".expandtabs(4), "|", "x\ty".expandtabs())
    print(s.find("o"), s.rfind("o"), s.index("W"), s.rindex("l"), s.count("l"), s.find("z"))
    print(s.startswith(("He", "Wo")), s.endswith("ld"), s[::-1], s[7:], s[-5:-1])
    print("  padded  ".strip(), "xxhixx".strip("x"), "  left".lstrip(), "right  ".rstrip() + "|")
    print("a,b,,c".split(","), "a b  c".split(), "k=v=w".split("=", 1), "a.b.c".rsplit(".", 1))
    print("Title Case String".istitle(), "lower".islower(), "UP".isupper(), "var_1".isidentifier(), "1var".isidentifier())


if __name__ == "__main__":
    main()
