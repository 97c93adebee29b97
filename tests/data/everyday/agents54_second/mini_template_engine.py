"""Tiny template engine with loops and conditionals, {{ var }} and {% for %} blocks."""
import re
import html

TOKEN = re.compile(r"({{.*?}}|{%.*?%})", re.S)


class TemplateError(Exception):
    pass


def lookup(ctx, expr):
    value = ctx
    for part in expr.split("."):
        if isinstance(value, dict):
            if part not in value:
                raise TemplateError(f"unknown name {expr!r}")
            value = value[part]
        else:
            value = getattr(value, part)
    return value


def render(template, ctx):
    tokens = TOKEN.split(template)
    out, stack = [], []

    def emit(text):
        if all(active for active in stack):
            out.append(text)

    i = 0
    while i < len(tokens):
        tok = tokens[i]
        if tok.startswith("{{"):
            expr, _, filt = tok[2:-2].strip().partition("|")
            value = lookup(ctx, expr.strip()) if all(stack) else ""
            text = str(value)
            if filt.strip() == "upper":
                text = text.upper()
            emit(html.escape(text))
        elif tok.startswith("{%"):
            words = tok[2:-2].split()
            if words[0] == "if":
                stack.append(bool(lookup(ctx, words[1])) if all(stack) else False)
            elif words[0] == "endif":
                stack.pop()
            elif words[0] == "for":
                end = tokens.index("{% endfor %}", i)
                body = "".join(tokens[i + 1:end])
                for item in lookup(ctx, words[3]):
                    emit(render(body, {**ctx, words[1]: item}))
                i = end
            else:
                raise TemplateError(f"unknown tag {words[0]!r}")
        else:
            emit(tok)
        i += 1
    if stack:
        raise TemplateError("unclosed if")
    return "".join(out)


def main():
    tpl = "Hi {{ user.name | upper }}!{% if admin %} [admin]{% endif %}\n{% for t in tasks %}- {{ t }}\n{% endfor %}"
    ctx = {"user": {"name": "Ana <ops>"}, "admin": True, "tasks": ["deploy", "a & b"]}
    print(render(tpl, ctx))
    print(render("{% if admin %}x{% endif %}y", {"admin": 0}))
    for bad in ["{{ nope }}", "{% if admin %}open", "{% while x %}"]:
        try:
            render(bad, {"admin": 1})
        except TemplateError as e:
            print("error:", e)


if __name__ == "__main__":
    main()
