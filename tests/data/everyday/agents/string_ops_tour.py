def main():
    s = "  Hello, World! Hello again.  "
    t = s.strip()
    print(repr(t), t.lower(), t.upper(), t.swapcase(), t.title())
    print(t.find("Hello"), t.rfind("Hello"), t.count("l"), t.index("W"), t.startswith(("Hi", "He")))
    print(t.replace("Hello", "Bye", 1), t.split(", "), t.rsplit(" ", 1), t.partition("!"))
    print("-".join(["a", "b", "c"]), "a,b,,c".split(","), "line1\nline2\r\nline3".splitlines())
    print("42".zfill(5), "x".center(7, "."), "left".ljust(8, "_") + "|", "right".rjust(8) + "|")
    print("abc123".isalnum(), "abc".isalpha(), "123".isdigit(), "   ".isspace(), "Title Case".istitle())
    print("tab\tsep".expandtabs(4), "prefix_name".removeprefix("prefix_"), "file.txt".removesuffix(".txt"))
    print(ord("A"), chr(97), "abc"[::-1], "a" * 3 + "b", "%s=%d" % ("x", 5), f"{'nested':^12}|")
    words = "the cat sat on the mat".split()
    print(max(words, key=words.count), sorted(set(words)), " ".join(w.capitalize() for w in words))
    return len(t)
