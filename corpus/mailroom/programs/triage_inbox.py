import clauz3
from tools.mailroom.trusted.effects import fetch_inbox, send_email

URGENT_WORDS = ("outage", "down", "breach", "refund")


def is_urgent(subject: str) -> bool:
    low = subject.lower()
    return any([word in low for word in URGENT_WORDS])


def main() -> dict[str, int]:
    inbox = fetch_inbox("support")
    counts = {"urgent": 0, "billing": 0, "general": 0}
    for subject in inbox:
        if is_urgent(subject):
            counts["urgent"] += 1
            send_email("oncall@example.org", "[URGENT] " + subject, "Forwarded by triage bot.", urgent=True)
        elif subject.lower().find("invoice") >= 0 or subject.startswith("Billing"):
            counts["billing"] += 1
            send_email(recipient="billing@example.org", subject=subject, body="Please handle.")
        else:
            counts["general"] += 1
    quiet = all([n == 0 for n in counts.values()])
    print("inbox empty" if quiet else f"triaged {len(inbox)} messages: {counts}")
    return counts
