def main():
    s = "  Hello, World! Hello again.  "
    t = s.strip()
    print(repr(t), t.count("Hello"), t.find("World"), t.rfind("Hello"), t.find("zzz"))
    print(t.replace("Hello", "Bye", 1), t.lower().startswith(("bye", "hello")), t.endswith("."))
    print(t.split(", "), t.rsplit(" ", 1), t.split("l", 2), "a,,b,".split(","))
    print("key=value=more".partition("="), "no-sep".partition("="), "a/b/c".rpartition("/"))
    print("abc".rjust(6, "."), "abc".ljust(6, "-"), "42".zfill(5), "-42".zfill(5), "+7".zfill(4))
    print("line1\nline2\r\nline3\n".splitlines(), "x\ny\n".splitlines(keepends=True))
    print("Title Case Words".istitle(), "snake_case".isidentifier(), "2fast".isidentifier(), "   ".isspace())
    print("report.final.txt".removesuffix(".txt"), "v1.2".removeprefix("v"), "a\tb\tc".expandtabs(4))
    print("-".join(reversed("abc")), "".join(sorted("banana")), "ab" * 3, "abc"[::-1], "abcdef"[1:5:2])
    print("{name} is {age}".format(name="Kim", age=30), "{0}{1}{0}".format("x", "y"))
    print("{:^9}|{:<5}|{:>5}".format("mid", "l", "r"), "%(a)s-%(b)03d" % {"a": "id", "b": 7})
    template = "Dear {title} {last}, your balance is {amount:,.2f}."
    print(template.format_map({"title": "Dr.", "last": "Who", "amount": 12345.678}))
    table = str.maketrans("aeiou", "12345", "xyz")
    print("oxygen and yeast".translate(table))
    print("hello world".capitalize(), "HeLLo".swapcase(), "x".join("123"), "  pad ".lstrip(), "..x..".strip("."))
    words = "the cat sat on the mat".split()
    print(max(words, key=len), min(words), sorted(set(words), key=words.index))
    print("abc" < "abd", "Z" < "a", "apple" > "app", ["a", "B", "c"] < ["a", "b"], "é" > "z")


if __name__ == "__main__":
    main()
