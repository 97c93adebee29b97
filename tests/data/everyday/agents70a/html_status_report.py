import html

SERVICES = [
    {"name": "api <prod>", "status": "up", "latency_ms": 120, "note": "All good & fast"},
    {"name": "worker", "status": "degraded", "latency_ms": 950, "note": 'Queue "emails" backed up'},
    {"name": "db", "status": "down", "latency_ms": None, "note": "Failover in progress"},
    {"name": "cdn", "status": "up", "latency_ms": 35, "note": "it's cached"},
]

COLORS = {"up": "#2e7d32", "degraded": "#f9a825", "down": "#c62828"}


def cell(value, tag="td", **attrs) -> str:
    attr_text = "".join(f' {k.rstrip("_")}="{html.escape(str(v))}"' for k, v in attrs.items())
    return f"<{tag}{attr_text}>{html.escape(str(value))}</{tag}>"


def render(rows) -> str:
    out = ["<table>", "  <tr>" + "".join(cell(h, "th") for h in ("Service", "Status", "Latency", "Note")) + "</tr>"]
    for r in rows:
        latency = f"{r['latency_ms']} ms" if r["latency_ms"] is not None else "n/a"
        out.append(
            "  <tr>"
            + cell(r["name"])
            + cell(r["status"].upper(), style=f"color:{COLORS[r['status']]}")
            + cell(latency, class_="num")
            + cell(r["note"])
            + "</tr>"
        )
    out.append("</table>")
    return "\n".join(out)


def main():
    page = render(SERVICES)
    print(page)
    worst = max(SERVICES, key=lambda r: ["up", "degraded", "down"].index(r["status"]))
    print("worst:", worst["name"])
    print(html.unescape("&lt;b&gt;Tom &amp; Jerry&lt;/b&gt; &copy; 2024 &#8212; &#x41;"))
    print(html.escape("<a href='x'>", quote=False), html.escape("<a href='x'>"))
    up = sum(r["status"] == "up" for r in SERVICES)
    print(f"availability: {up}/{len(SERVICES)} = {up / len(SERVICES):.0%}")
    return page.count("<tr>")


if __name__ == "__main__":
    main()
