import clauz3
from tools.mailroom.trusted.effects import fetch_inbox, send_email


def parse_bounce(subject: str) -> tuple[str, str]:
    words = subject.split()
    return words[0], words[-1]


def main() -> int:
    templates = {
        "550": "Mailbox does not exist; please remove {addr} from the list.",
        "552": "Mailbox full for {addr}; retry next week.",
        "421": "Temporary failure for {addr}; will retry automatically.",
    }
    bounces = fetch_inbox("bounces", 25)
    notified = 0
    for subject in bounces:
        code, address = parse_bounce(subject)
        note = templates[code].replace("{addr}", address)
        send_email("lists@example.org", f"Bounce {code}", note)
        notified += 1
    return notified
