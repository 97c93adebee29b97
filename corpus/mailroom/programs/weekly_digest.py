import clauz3
from tools.mailroom.trusted.effects import fetch_inbox, send_email

DIGEST_TO = "team-leads@example.org"


def topic_of(subject: str) -> str:
    head = subject.split(":")[0].strip()
    return head.lower() if ":" in subject else "other"


def main() -> int:
    subjects = fetch_inbox("reports", limit=20)
    by_topic = {}
    for subject in subjects:
        by_topic.setdefault(topic_of(subject), []).append(subject)
    lines = []
    for topic in sorted(by_topic):
        items = by_topic[topic]
        lines.append(f"{topic.upper()} ({len(items)})")
        lines += ["  - " + s.split(":")[-1].strip() for s in items]
    body = "\n".join(lines)
    print(body)
    ok = send_email(DIGEST_TO, f"Weekly digest: {len(subjects)} reports", body)
    print("sent" if ok else "send failed")
    return len(by_topic)
