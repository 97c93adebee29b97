def main() -> None:
    inventory = {"widgets": {"qty": 4, "price": 2.5}, "gears": {"qty": 0, "price": 10.0}, "bolts": {"qty": 250, "price": 0.05}}
    inventory.setdefault("nuts", {"qty": 100, "price": 0.04})
    inventory["gears"].update(qty=12, supplier="acme")
    value = {name: round(item["qty"] * item["price"], 2) for name, item in inventory.items()}
    for name in sorted(value, key=value.get, reverse=True):
        item = inventory[name]
        extra = ", ".join([f"{k}={v}" for k, v in item.items() if k not in ("qty", "price")])
        print(f"{name:<8}{item['qty']:>5} x {item['price']:<5} = {value[name]:>7.2f} {extra}".rstrip())
    print("total value:", round(sum(value.values()), 2))
    out_of_stock = [n for n, it in inventory.items() if not it["qty"]]
    print("out of stock:", out_of_stock or "none", "keys:", list(inventory.keys()))
