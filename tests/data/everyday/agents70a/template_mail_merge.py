from string import Template
import string

TEMPLATE = Template("""\
Dear $title $last_name,

Your order #${order_id} of $count item(s) totalling $$${total} has shipped.
$extra_line
Regards,
$$team
""")

CUSTOMERS = [
    {"title": "Dr.", "last_name": "Okafor", "order_id": 5521, "items": [19.99, 5.0, 3.5]},
    {"title": "Ms.", "last_name": "Lindqvist", "order_id": 5522, "items": [120.0], "vip": True},
    {"last_name": "Nguyen", "order_id": 5523, "items": []},
]


class Percent(Template):
    delimiter = "%"


def render(customer: dict) -> str:
    items = customer["items"]
    context = {
        "title": customer.get("title", "Customer"),
        "last_name": customer["last_name"],
        "order_id": customer["order_id"],
        "count": len(items),
        "total": f"{sum(items):.2f}",
        "extra_line": "As a VIP you get free returns." if customer.get("vip") else "",
    }
    return TEMPLATE.substitute(context)


def main():
    for c in CUSTOMERS:
        print(render(c))
        print("=" * 20)
    partial = TEMPLATE.safe_substitute(title="Mr.", last_name="Smith")
    print(partial.splitlines()[2])
    try:
        TEMPLATE.substitute(title="Mr.")
    except KeyError as e:
        print("missing key:", e)
    print(Percent("Disk at %pct%% on %host").substitute(pct=93, host="db1"))
    print("identifiers:", TEMPLATE.get_identifiers())
    print(string.capwords("the quick  brown fox"))
    print(string.ascii_uppercase[:5], string.digits, len(string.punctuation))
    return len(CUSTOMERS)


if __name__ == "__main__":
    main()
