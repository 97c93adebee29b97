import textwrap
import string

TEXT = ("The quick brown fox jumps over the lazy dog. " * 3).strip()


def word_freq(text):
    table = str.maketrans("", "", string.punctuation)
    words = text.lower().translate(table).split()
    freq = {}
    for w in words:
        freq[w] = freq.get(w, 0) + 1
    return freq


def main():
    for line in textwrap.wrap(TEXT, width=30):
        print("|" + line.ljust(30) + "|")
    print(textwrap.fill("short text here", width=8))
    print(textwrap.shorten(TEXT, width=40, placeholder="..."))
    print(textwrap.indent("a\nb\n\nc", "> "))
    print(textwrap.dedent("""
        first
          second
        third""").strip())
    f = word_freq(TEXT)
    top = sorted(f.items(), key=lambda kv: (-kv[1], kv[0]))[:3]
    print(top)
    print(string.capwords("hello   wide world"), string.ascii_uppercase[:5], string.digits)
    title = "report".center(20, "=")
    print(title, len(title))
    print("%-10s|%5d|%6.2f%%" % ("fox", f["fox"], 100 * f["fox"] / sum(f.values())))


if __name__ == "__main__":
    main()
