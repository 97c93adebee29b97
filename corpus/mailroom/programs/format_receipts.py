import clauz3
from tools.mailroom.trusted.effects import send_email


def receipt_line(name: str, qty: int, unit: float) -> str:
    return f"{name:<12}{qty:>4} x {unit:>7.2f} = {qty * unit:>8.2f}"


def main() -> str:
    order_no = 4271
    items = [("notebook", 3, 4.5), ("pen (blue)", 12, 0.85), ("stapler", 1, 11.99)]
    lines = [f"Receipt #{order_no:05d} (ref {order_no:x})"]
    total = 0.0
    for name, qty, unit in items:
        lines.append(receipt_line(name, qty, unit))
        total += qty * unit
    tax = total * 0.19
    lines.append(f"{'net':<12}{total:>26.2f}")
    lines.append(f"{'vat 19%':<12}{tax:>26.2f}")
    lines.append(f"{'total':<12}{total + tax:>26.2f}")
    lines.append(f"items: {len(items):d}, customer note: {'leave at door'!r}")
    body = "\n".join(lines)
    print(body)
    send_email("customer@example.com", f"Your receipt #{order_no:05d}", body, urgent=False)
    return lines[0]
