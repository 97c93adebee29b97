"""`xml.sax.saxutils` for agent programs: the text helpers `escape`, `unescape` and `quoteattr`
that build XML by hand (sitemaps, feeds), as CPython's documentation describes them."""


def _replaced(data, entities):
    # CPython's default is a shared empty dict, which the subset refuses: None stands for it.
    for key, value in entities.items():
        data = data.replace(key, value)
    return data


def escape(data, entities=None):
    # `&` first, so the entities put in later are not escaped again.
    data = data.replace("&", "&amp;").replace(">", "&gt;").replace("<", "&lt;")
    return _replaced(data, entities) if entities else data


def unescape(data, entities=None):
    # `&amp;` last, so `&amp;lt;` becomes `&lt;` and not `<`.
    data = data.replace("&lt;", "<").replace("&gt;", ">")
    if entities:
        data = _replaced(data, entities)
    return data.replace("&amp;", "&")


def quoteattr(data, entities=None):
    # Escaped, whitespace kept as character references, then quoted with the quote the text
    # lacks (`"` by default; `&quot;` inside when it has both).
    table = dict(entities or {})
    table.update({"\n": "&#10;", "\r": "&#13;", "\t": "&#9;"})
    data = escape(data, table)
    if '"' in data:
        if "'" in data:
            return '"' + data.replace('"', "&quot;") + '"'
        return "'" + data + "'"
    return '"' + data + '"'
