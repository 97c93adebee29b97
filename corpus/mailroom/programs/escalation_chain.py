import clauz3
from tools.mailroom.trusted.effects import send_email, send_sms

def escalate(chain: dict[str, str], phones: dict[str, str], ticket: str, person: str, level: int, max_level: int = 3) -> int:
    subject = f"[{ticket}] escalation level {level}"
    send_email(person + "@example.com", subject, "Customer waiting > 4h.", urgent=level >= 2)
    if person in phones and level >= 2:
        send_sms(phones[person], f"{ticket}: please check email (level {level})")
    if level >= max_level or person not in chain:
        return level
    return escalate(chain, phones, ticket, chain[person], level + 1, max_level=max_level)


def main() -> int:
    managers = {"l1-agent": "team-lead", "team-lead": "support-manager", "support-manager": "vp-support"}
    phones = {"support-manager": "+12025550101", "vp-support": "+12025550199"}
    ticket = "INC-8841"
    reached = escalate(managers, phones, ticket, "l1-agent", 1, 4)
    print("escalated up to level", reached)
    again = escalate(managers, phones, ticket=ticket, person="support-manager", level=3, max_level=3)
    return reached * 10 + again
