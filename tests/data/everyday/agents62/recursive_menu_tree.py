"""Walk a nested restaurant menu: prices, dietary filters and a printed outline."""
import json
from functools import singledispatch

MENU = {
    "Starters": {
        "Soups": [{"name": "Tomato", "price": 5.5, "tags": ["v", "gf"]}, {"name": "Chowder", "price": 7.25, "tags": []}],
        "Bread": [{"name": "Garlic bread", "price": 4.0, "tags": ["v"]}],
    },
    "Mains": {
        "Grill": [{"name": "Ribeye", "price": 24.0, "tags": ["gf"]}, {"name": "Halloumi", "price": 14.5, "tags": ["v", "gf"]}],
        "Pasta": {
            "Fresh": [{"name": "Tagliatelle ragu", "price": 15.0, "tags": []}],
            "Baked": [{"name": "Lasagne", "price": 16.0, "tags": []}, {"name": "Veg lasagne", "price": 15.0, "tags": ["v"]}],
        },
    },
    "Desserts": [{"name": "Sorbet", "price": 5.0, "tags": ["v", "gf", "vg"]}, {"name": "Tiramisu", "price": 6.5, "tags": ["v"]}],
}


@singledispatch
def items(node, path=()):
    raise TypeError(f"unexpected menu node {type(node).__name__} at {'/'.join(path)}")


@items.register
def _(node: dict, path=()):
    if "name" in node:
        yield path, node
        return
    for key, child in node.items():
        yield from items(child, path + (key,))


@items.register
def _(node: list, path=()):
    for child in node:
        yield from items(child, path)


def outline(node, depth=0):
    pad = "  " * depth
    if isinstance(node, dict) and "name" not in node:
        for key, child in node.items():
            count = sum(1 for _ in items(child))
            print(f"{pad}{key} ({count})")
            outline(child, depth + 1)
    elif isinstance(node, list):
        for dish in node:
            tags = f" [{','.join(dish['tags'])}]" if dish["tags"] else ""
            print(f"{pad}- {dish['name']:<{28 - len(pad)}}{dish['price']:>6.2f}{tags}")


def depth_of(node):
    if isinstance(node, dict) and "name" not in node:
        return 1 + max(depth_of(c) for c in node.values())
    return 0


def main():
    outline(MENU)
    dishes = list(items(MENU))
    print(f"{len(dishes)} dishes, menu depth {depth_of(MENU)}")
    veg = [d["name"] for _, d in dishes if "v" in d["tags"]]
    print("vegetarian:", ", ".join(veg))
    by_section = {}
    for path, dish in dishes:
        by_section.setdefault(path[0], []).append(dish["price"])
    for section, prices in by_section.items():
        print(f"{section:<9} avg {sum(prices) / len(prices):6.2f}  range {min(prices):.2f}-{max(prices):.2f}")
    priciest = max(dishes, key=lambda pd: pd[1]["price"])
    print("priciest:", " / ".join(priciest[0]), "->", priciest[1]["name"])
    meal = min((s for s in dishes if s[0][0] == "Starters"), key=lambda pd: pd[1]["price"])[1]["price"] + \
        min(d["price"] for p, d in dishes if p[0] == "Mains") + min(d["price"] for p, d in dishes if p[0] == "Desserts")
    print(f"cheapest 3-course meal: {meal:.2f}")
    try:
        list(items({"Specials": [{"name": "Soup", "price": 1, "tags": []}, "chalkboard"]}))
    except TypeError as exc:
        print("error:", exc)
    print(json.dumps(sorted({t for _, d in dishes for t in d["tags"]})), items.dispatch(list).__name__)


if __name__ == "__main__":
    main()
