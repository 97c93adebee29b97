INBOX = [
    {"from": "boss@corp.com", "subject": "Q3 plan", "unread": True},
    {"from": "news@shop.com", "subject": "Sale!", "unread": True},
    {"from": "ann@corp.com", "subject": "lunch?", "unread": False},
    {"from": "boss@corp.com", "subject": "re: Q3 plan", "unread": True},
]
VIP = ("boss@corp.com",)


def digest(messages, *, only_unread=True):
    for m in messages:
        if only_unread and not m["unread"]:
            continue
        tag = "!" if m["from"] in VIP else " "
        yield f"{tag} {m['from']:<16} {m['subject']}"


def main() -> None:
    print("\n".join(digest(INBOX)))
    senders = {m["from"].split("@")[1] for m in INBOX}
    print("domains:", sorted(senders))
    print("unread from vip:", sum(1 for m in INBOX if m["unread"] and m["from"] in VIP))


if __name__ == "__main__":
    main()
