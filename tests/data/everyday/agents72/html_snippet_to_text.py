"""Convert scraped HTML snippets to clean plain text with unicode normalisation."""
import html
import re
import unicodedata

SNIPPETS = [
    "<p>Caf&eacute; &amp; Bistro &mdash; open <b>7&nbsp;days</b> a week!</p>",
    "<div class='price'>Only &pound;12.50 <span>(was &#163;15)</span></div>",
    "<ul><li>Fast&nbsp;Wi‑Fi</li><li>Pet&#x2011;friendly</li><li>Ｆｕｌｌ　ｗｉｄｔｈ</li></ul>",
    "<p>Ma&ntilde;ana&hellip; maybe.<br/>Se&ntilde;or Gonz&aacute;lez said &quot;hola&quot;</p>",
    "<script>var x = 1 < 2;</script><p>Tags &lt;em&gt; should stay escaped text</p>",
]

BLOCK = re.compile(r"</?(?:p|div|li|ul|br)\b[^>]*>", re.I)
SCRIPT = re.compile(r"<(script|style)\b.*?</\1>", re.I | re.S)
TAG = re.compile(r"<[^>]+>")


def to_text(fragment: str) -> str:
    fragment = SCRIPT.sub("", fragment)
    fragment = BLOCK.sub("\n", fragment)
    fragment = TAG.sub("", fragment)
    text = html.unescape(fragment)
    text = unicodedata.normalize("NFKC", text)
    text = text.replace("\u2011", "-").replace("\u2014", " - ")
    lines = [re.sub(r"\s+", " ", line).strip() for line in text.splitlines()]
    return "\n".join(line for line in lines if line)


def ascii_fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).encode("ascii", "ignore").decode()


def main():
    for i, snippet in enumerate(SNIPPETS, 1):
        text = to_text(snippet)
        print(f"--- snippet {i} ({len(snippet)} -> {len(text)} chars)")
        for line in text.splitlines():
            print("   ", line)
        folded = ascii_fold(text.replace("\n", " | "))
        if folded != text.replace("\n", " | "):
            print("    ascii:", folded)
        odd = sorted({unicodedata.name(ch, "?") for ch in text if ord(ch) > 127})
        if odd:
            print("    non-ascii:", ", ".join(odd))
    print(html.escape('<a href="x">Tom & Jerry\'s</a>'))
    print(html.escape("<b>'quoted'</b>", quote=False))


if __name__ == "__main__":
    main()
