import html
import re
import unicodedata

SNIPPETS = [
    "Caf&eacute; &amp; Cr&egrave;me &mdash; &quot;open late&quot;",
    "<b>Na&iuml;ve</b> pricing: &pound;5 &lt; &euro;7?",
    "Stra&szlig;e&nbsp;12, M&uuml;nchen",
    "&#x1F600; smile &#169; 2024 &#8482;",
    "ﬁnancial ﬂows — Ⅻ chapters ½ off",
]

TAG = re.compile(r"<[^>]+>")


def to_plain(snippet: str) -> str:
    text = html.unescape(TAG.sub("", snippet))
    return text.replace("\xa0", " ")


def ascii_fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).encode("ascii", "ignore").decode()


def main():
    for raw in SNIPPETS:
        plain = to_plain(raw)
        folded = ascii_fold(plain)
        print(f"raw:    {raw}")
        print(f"plain:  {plain}")
        print(f"nfkc:   {unicodedata.normalize('NFKC', plain)}")
        print(f"ascii:  {folded}")
        print(f"escape: {html.escape(plain)}")
        odd = [f"U+{ord(c):04X} {unicodedata.name(c, '?')}" for c in plain if ord(c) > 127]
        print("        " + "; ".join(odd[:3]))
        cats = sorted({unicodedata.category(c) for c in plain})
        print(f"        categories={cats} len={len(plain)}")
    print(html.escape("<a href='x'>", quote=False), html.escape("<a href='x'>"))


if __name__ == "__main__":
    main()
