import clauz3
from tools.mailroom.trusted.effects import lookup_group, send_email


def domain_of(address: str) -> str:
    return address[address.find("@") + 1:]


def main() -> int:
    crm = ["Ana@Shop.io", "ben@corp.com", "", "cy@corp.com", "ana@shop.io"]
    blocked = {"spam@corp.com"}
    owner = "sales-ops@example.org"

    def normalized(raw: str) -> str:
        cleaned = raw.strip().lower()
        return cleaned and (cleaned if "@" in cleaned else cleaned + "@" + owner.split("@")[1])

    merged = []
    for group in ("partners", "press"):
        members = lookup_group(group)
        merged.extend(sorted(members))
    merged.extend([normalized(a) for a in crm])
    unique = []
    seen = set()
    for address in merged:
        if not address:
            pass
        elif address in seen or address in blocked:
            seen.add(address)
        else:
            seen.add(address)
            unique.append(address)
    unique.sort(key=domain_of)
    blocked.discard("spam@corp.com")
    first_corp = None
    for address in unique:
        if first_corp is None and address.endswith("corp.com"):
            first_corp = address
    print("merged", len(merged), "unique", len(unique), "first corp", first_corp, "blocked left", len(blocked))
    sent = 0
    for address in unique:
        ok = send_email(address, "We moved to a new support portal", "Details inside.", urgent=bool(0))
        sent += 1 if ok else 0
    return sent
