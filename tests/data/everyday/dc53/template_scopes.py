"""Nested variable scopes for a tiny template renderer, as a ChainMap of dicts."""
import collections

GLOBALS = {"site": "shop", "currency": "EUR", "year": 2024}


def render(template, scope):
    out = []
    for word in template.split():
        if word.startswith("$"):
            name = word[1:]
            out.append(str(scope[name]) if name in scope else "?" + name)
        else:
            out.append(word)
    return " ".join(out)


def main():
    scope = collections.ChainMap(GLOBALS)
    page = scope.new_child()
    page["title"] = "Cart"
    page["currency"] = "USD"
    item = page.new_child({"name": "lamp", "price": 30})
    print(render("$site : $title - $name costs $price $currency ($year) $missing", item))
    print(item.maps)
    print(item.parents.parents is scope, item.parents.parents == scope)
    print(len(item), list(item.keys()))
    print(sorted(item.values(), key=str))
    item.update(price=25, stock=3)
    print(item.maps[0])
    print(item.pop("stock"), item.pop("nothing", "none"))
    try:
        item.pop("site")
    except KeyError as e:
        print("KeyError:", e)
    print(item.setdefault("name", "x"), item.setdefault("tax", 0.21))
    item.clear()
    print(item.maps[0], item["title"])
    merged = dict(collections.ChainMap({"a": 1, "b": 2}, {"b": 3, "c": 4}))
    print(merged)
    print(collections.ChainMap({"x": 1}) | {"y": 2})
    copy = page.copy()
    copy["title"] = "Other"
    print(page["title"], copy["title"])
    print(bool(collections.ChainMap({}, {})), bool(page))


if __name__ == "__main__":
    main()
