"""Clean up scraped text: strip markup, normalise whitespace and quotes, wrap paragraphs."""
import re
import textwrap

RAW = """<p>The   quick brown fox&nbsp;jumps over   the lazy dog.</p>
<p>It's   “smart quotes” and ‘single ones’ -- plus   trailing spaces.   </p>

<div>Second    paragraph with <b>bold</b> and <i>italic</i> text, and a very long sentence that keeps going so that wrapping is actually needed here.</div>
<!-- comment to drop -->
<p>   </p>
"""

REPLACEMENTS = {"&nbsp;": " ", "&amp;": "&", "“": '"', "”": '"', "‘": "'", "’": "'", "--": "\u2014"}


def strip_tags(text):
    text = re.sub(r"<!--.*?-->", "", text, flags=re.S)
    return re.sub(r"</?\w+[^>]*>", "", text)


def normalise(text):
    for old, new in REPLACEMENTS.items():
        text = text.replace(old, new)
    paragraphs = []
    for block in re.split(r"\n\s*\n", text):
        joined = " ".join(block.split())
        if joined:
            paragraphs.append(joined)
    return paragraphs


def main():
    paragraphs = normalise(strip_tags(RAW))
    print(f"{len(paragraphs)} paragraphs")
    for i, para in enumerate(paragraphs, 1):
        print(f"[{i}] {len(para)} chars, {len(para.split())} words")
        print(textwrap.fill(para, width=40, initial_indent="    ", subsequent_indent="    "))
    words = re.findall(r"[A-Za-z']+", " ".join(paragraphs).lower())
    longest = sorted(set(words), key=lambda w: (-len(w), w))[:5]
    print("longest words:", longest)
    print(textwrap.shorten(paragraphs[-1], width=50, placeholder=" [...]"))
    print(repr(textwrap.dedent("""
        indented
          more
        back
    """)))


if __name__ == "__main__":
    main()
