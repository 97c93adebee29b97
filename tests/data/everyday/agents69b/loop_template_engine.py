"""A small template engine: {{ expr|filter }}, {% for %}, {% if %}/{% else %}, nested blocks."""
import re

TOKEN_RE = re.compile(r"({{.*?}}|{%.*?%})", re.S)


class TemplateSyntaxError(Exception):
    pass


FILTERS = {
    "upper": str.upper,
    "title": str.title,
    "money": lambda v: f"${v:,.2f}",
    "len": len,
    "first": lambda v: v[0],
}


def lookup(path, ctx):
    value = ctx
    for part in path.split("."):
        if isinstance(value, dict):
            if part not in value:
                raise KeyError(path)
            value = value[part]
        else:
            value = getattr(value, part)
    return value


def compile_template(src):
    root = ("root", [])
    stack = [(root, root[1])]
    for piece in TOKEN_RE.split(src):
        if not piece:
            continue
        if piece.startswith("{{"):
            stack[-1][1].append(("var", piece[2:-2].strip()))
        elif piece.startswith("{%"):
            words = piece[2:-2].split()
            tag = words[0]
            if tag == "for":
                if len(words) != 4 or words[2] != "in":
                    raise TemplateSyntaxError(f"bad for tag: {piece}")
                node = ("for", words[1], words[3], [])
                stack[-1][1].append(node)
                stack.append((node, node[3]))
            elif tag == "if":
                node = ("if", " ".join(words[1:]), [], [])
                stack[-1][1].append(node)
                stack.append((node, node[2]))
            elif tag == "else":
                top, target = stack[-1]
                if top[0] != "if" or target is top[3]:
                    raise TemplateSyntaxError("else without if")
                stack[-1] = (top, top[3])
            elif tag in ("endfor", "endif"):
                if len(stack) == 1:
                    raise TemplateSyntaxError(f"unexpected {tag}")
                top, _ = stack.pop()
                wanted = "endfor" if top[0] == "for" else "endif"
                if tag != wanted:
                    raise TemplateSyntaxError(f"{tag} closes a {top[0]} block")
            else:
                raise TemplateSyntaxError(f"unknown tag {tag!r}")
        else:
            stack[-1][1].append(("text", piece))
    if len(stack) != 1:
        raise TemplateSyntaxError(f"unclosed {stack[-1][0][0]} block")
    return root[1]


def render(nodes, ctx):
    out = []
    for node in nodes:
        kind = node[0]
        if kind == "text":
            out.append(node[1])
        elif kind == "var":
            expr, *filters = [p.strip() for p in node[1].split("|")]
            value = lookup(expr, ctx)
            for name in filters:
                value = FILTERS[name](value)
            out.append(str(value))
        elif kind == "for":
            _, var, seq, body = node
            items = lookup(seq, ctx)
            for index, item in enumerate(items, 1):
                out.append(render(body, {**ctx, var: item, "loop": {"index": index, "last": index == len(items)}}))
        elif kind == "if":
            _, cond, body, orelse = node
            negate = cond.startswith("not ")
            truth = bool(lookup(cond[4:] if negate else cond, ctx))
            out.append(render(body if truth != negate else orelse, ctx))
    return "".join(out)


INVOICE = """Invoice for {{ customer.name|title }}
{% for line in lines %}{{ loop.index }}. {{ line.sku|upper }} x{{ line.qty }} @ {{ line.price|money }}{% if line.gift %} (gift){% endif %}
{% endfor %}{% if paid %}Status: PAID{% else %}Status: due, {{ lines|len }} lines{% endif %}
"""


def main():
    ctx = {
        "customer": {"name": "ada lovelace"},
        "lines": [
            {"sku": "kb-01", "qty": 2, "price": 49.5, "gift": False},
            {"sku": "ms-7", "qty": 1, "price": 1299.0, "gift": True},
            {"sku": "hub", "qty": 3, "price": 15.25, "gift": False},
        ],
        "paid": False,
    }
    print(render(compile_template(INVOICE), ctx), end="")
    ctx["paid"] = True
    print(render(compile_template("{% if not paid %}owing{% else %}settled{% endif %}: {{ lines|first }}\n"), ctx), end="")
    broken = ["{% for x in %}", "{% if a %}open", "{% endfor %}", "{% for a in b %}{% endif %}",
              "{% while x %}", "{{ missing.key }}", "{% if a %}{% else %}{% else %}{% endif %}"]
    for src in broken:
        try:
            print(render(compile_template(src), ctx))
        except TemplateSyntaxError as exc:
            print("syntax:", exc)
        except KeyError as exc:
            print("missing:", exc)


if __name__ == "__main__":
    main()
