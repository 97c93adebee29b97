"""Report exporter that takes its serializer and number helpers as parameters (modules passed
as values, the way agents inject `json` or `random` for testing), and escapes markup through
a three-level dotted import."""

import json
import math
import random
import os.path
import urllib.parse
import xml.sax.saxutils

ROWS = [("north & east", 12.5, 3), ("<south>", 7.25, 4), ("west", 19.0, 1)]


def summarize(rows, maths=math):
    total = sum(price * qty for _, price, qty in rows)
    return {"total": total, "rounded_up": maths.ceil(total), "root": round(maths.sqrt(total), 3)}


def export(summary, codec=json):
    return codec.dumps(summary, sort_keys=True)


def sample(rows, k, rng=random):
    picked = rng.sample(range(len(rows)), k)
    return [rows[i][0] for i in picked]


def to_xml(rows):
    escape = xml.sax.saxutils.escape
    lines = ["<items>"]
    for name, price, qty in rows:
        attr = xml.sax.saxutils.quoteattr(name)
        lines.append(f"  <item name={attr} qty=\"{qty}\">{escape(name)} at {price:.2f}</item>")
    lines.append("</items>")
    return "\n".join(lines)


def main():
    random.seed(11)
    summary = summarize(ROWS)
    print(export(summary))
    print(sample(ROWS, 2))
    helpers = {"math": math, "json": json}
    for name in sorted(helpers):
        module = helpers[name]
        print(name, type(module).__name__, module.__name__, getattr(module, "__name__") == name)
    print(helpers["math"].floor(7.9), helpers["json"].loads("[1, 2]"))
    paths = os.path
    print(paths.join("exports", "report.xml"), paths.splitext("report.xml"))
    query = urllib.parse.urlencode({"q": "north & east", "page": 2})
    print(urllib.parse.quote("a b/c"), query)
    print(to_xml(ROWS))
    print(xml.sax.saxutils.unescape("&lt;ok&gt;"))


if __name__ == "__main__":
    main()
