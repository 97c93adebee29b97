import clauz3
from tools.mailroom.trusted.effects import send_email


def clean(address: str) -> str:
    address = address.strip().lower()
    address = address.lstrip("<").rstrip(">")
    return address.replace(" ", "")


def main() -> int:
    raw = ["  <Mo@Example.org> ", "jo@example.org", "mo@example.org", "bad-address", " Lu @example.org", "JO@EXAMPLE.ORG"]
    cleaned = []
    for entry in raw:
        address = clean(entry)
        if address.count("@") != 1:
            print(f"dropping {entry!r}")
        elif address not in cleaned:
            cleaned.append(address)
    cleaned.insert(0, "postmaster@example.org")
    position = cleaned.index("jo@example.org")
    vip = cleaned.pop(position)
    cleaned.append(vip)
    domains = {a.split("@")[1] for a in cleaned}
    print("order:", cleaned, "domains:", len(domains))
    for address in cleaned:
        urgent = address == vip
        send_email(address, "Your address was verified", "Thanks!", urgent)
    return len(cleaned)
