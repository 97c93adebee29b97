"""Render user comments as a safe HTML table, decoding entities from the source feed."""
import html
import re
from datetime import datetime

FEED = [
    {"user": "alice", "when": "2024-05-02T09:14:00", "text": "Love it &amp; the new <b>dark mode</b>!", "stars": 5},
    {"user": "bob<script>", "when": "2024-05-02T11:40:00", "text": "<script>alert('x')</script> meh", "stars": 2},
    {"user": "chloé", "when": "2024-05-03T08:01:00", "text": "Prix: 10&nbsp;&euro; &mdash; correct", "stars": 4},
    {"user": "dan", "when": "2024-05-03T19:30:00", "text": 'He said "5 > 3" & left', "stars": 3},
]


def cell(value, tag="td", **attrs):
    attr_text = "".join(f' {k.rstrip("_")}="{html.escape(str(v), quote=True)}"' for k, v in attrs.items())
    return f"<{tag}{attr_text}>{html.escape(str(value))}</{tag}>"


def strip_tags(text):
    return re.sub(r"<[^>]+>", "", text)


def render(rows):
    out = ['<table class="comments">', "  <tr>" + "".join(cell(h, "th") for h in ("User", "Date", "Rating", "Comment")) + "</tr>"]
    for row in rows:
        when = datetime.fromisoformat(row["when"])
        plain = strip_tags(html.unescape(row["text"]))
        stars = "★" * row["stars"] + "☆" * (5 - row["stars"])
        out.append("  <tr>" + cell(row["user"]) + cell(when.strftime("%d %b %H:%M"), datetime=row["when"])
                   + cell(stars, class_="stars", title=f'{row["stars"]}/5') + cell(plain) + "</tr>")
    out.append("</table>")
    return "\n".join(out)


def main():
    page = render(FEED)
    print(page)
    print()
    print("unescaped texts:")
    for row in FEED:
        text = html.unescape(row["text"])
        print(f"  {row['user']!r:<15} {text!r}")
    print("escape quote=False:", html.escape("\"it's\" <ok>", quote=False))
    print("round trip ok:", all(html.unescape(html.escape(r["text"])) == r["text"] for r in FEED))
    print("has raw <script>:", "<script>" in page, "| escaped count:", page.count("&lt;script&gt;"))
    print("nbsp is", repr(html.unescape("&nbsp;")), "euro is", html.unescape("&euro;"), "numeric", html.unescape("&#x263A;&#65;"))
    avg = sum(r["stars"] for r in FEED) / len(FEED)
    print(f"average rating {avg:.2f} from {len(FEED)} comments")
    return page.count("<tr>")


if __name__ == "__main__":
    main()
