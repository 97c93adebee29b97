def make_tag(name, *children, self_closing=False, **attrs):
    attr_text = "".join(f' {k.rstrip("_")}="{v}"' for k, v in sorted(attrs.items()))
    if self_closing:
        return f"<{name}{attr_text} />"
    inner = "".join(children)
    return f"<{name}{attr_text}>{inner}</{name}>"


def log_call(fn_name, *args, **kwargs):
    parts = [repr(a) for a in args] + [f"{k}={v!r}" for k, v in kwargs.items()]
    return f"{fn_name}({', '.join(parts)})"


def pipeline(value, *funcs):
    for f in funcs:
        value = f(value)
    return value


def main():
    print(make_tag("p", "hello ", make_tag("b", "world"), class_="intro", id="p1"))
    print(make_tag("img", src="a.png", alt="pic", self_closing=True))
    items = ["one", "two", "three"]
    print(make_tag("ul", *(make_tag("li", x) for x in items)))
    opts = {"timeout": 5, "retries": 2}
    print(log_call("fetch", "http://x", True, **opts))
    print(log_call("noop"))
    args = (3, 10)
    print(list(range(*args)), max(*args), divmod(*args), pow(*args), pow(3, 10, 7), pow(2, -1, 7))
    print(pipeline("  Some Text  ", str.strip, str.lower, lambda s: s.replace(" ", "_")))
    print(pipeline(7, lambda x: x * 2, abs, str, len))
    settings = dict(color="red", size=3)
    merged = {**settings, "size": 4, **{"shape": "round"}}
    print(merged, [*items, *"ab"], (*range(3),))


if __name__ == "__main__":
    main()
