def main():
    stock = {"apples": 5, "pears": 0, "plums": 12}
    stock.update({"kiwis": 7}, figs=2)
    print(stock, len(stock), "pears" in stock, stock.get("mango", "n/a"))
    removed = stock.pop("pears")
    last = stock.popitem()
    print(removed, last, list(stock), list(stock.values()))
    stock.setdefault("limes", 0)
    stock["apples"] += 10
    print(sorted(stock.items(), key=lambda kv: kv[1], reverse=True))
    inverted = {v: k for k, v in stock.items()}
    print(inverted, dict(zip("abc", range(3))), dict.fromkeys(["x", "y"], 0))
    merged = {"a": 1, "b": 2} | {"b": 20, "c": 30}
    print(merged, {k: v for k, v in merged.items() if v > 1})
    nested = {"u1": {"name": "ana", "roles": ["admin"]}, "u2": {"name": "bo", "roles": []}}
    admins = [u["name"] for u in nested.values() if "admin" in u["roles"]]
    print(admins, sum(len(u["roles"]) for u in nested.values()))
    copy = dict(stock)
    copy.clear()
    print(copy, stock == dict(sorted(stock.items())), set(stock) & {"plums", "x"})
    return len(stock)
