"""Generate overdue-invoice reminder letters with escalating tone and late fees."""
import textwrap
from datetime import date
from decimal import Decimal
from string import Template

STAGES = [
    (1, "Friendly reminder", Decimal("0")),
    (15, "Second notice", Decimal("25.00")),
    (30, "Final notice", Decimal("50.00")),
    (60, "Collections warning", Decimal("100.00")),
]

BODY = Template(
    "Dear $contact, our records show invoice $number for $$${amount} was due on $due "
    "and is now $days days overdue. $ask A late fee of $$${fee} has been added, "
    "bringing the balance to $$${total}."
)

ASKS = {
    "Friendly reminder": "If you have already paid, please disregard this note.",
    "Second notice": "Please arrange payment within seven days.",
    "Final notice": "Payment is required immediately to avoid suspension of service.",
    "Collections warning": "This account will be referred to a collections agency.",
}


def stage_for(days_overdue):
    current = None
    for threshold, name, fee in STAGES:
        if days_overdue >= threshold:
            current = (name, fee)
    return current


def letter(inv, today, width=64):
    days = (today - inv["due"]).days
    stage = stage_for(days)
    if stage is None:
        return None
    name, fee = stage
    total = inv["amount"] + fee
    text = BODY.substitute(
        contact=inv["contact"], number=inv["number"], amount=f"{inv['amount']:,.2f}",
        due=inv["due"].strftime("%B %d, %Y"), days=days, ask=ASKS[name],
        fee=f"{fee:.2f}", total=f"{total:,.2f}",
    )
    lines = [f"== {name.upper()} ==".center(width), f"To: {inv['company']}"]
    lines += textwrap.wrap(text, width=width)
    return "\n".join(lines), name, total


def main():
    today = date(2024, 4, 30)
    invoices = [
        {"number": "INV-1042", "company": "Birch & Co", "contact": "Ms. Birch", "amount": Decimal("1250.00"), "due": date(2024, 4, 25)},
        {"number": "INV-1038", "company": "Northwind Traders", "contact": "Accounts Payable", "amount": Decimal("18400.50"), "due": date(2024, 4, 10)},
        {"number": "INV-1021", "company": "Kestrel Labs", "contact": "Dr. Osei", "amount": Decimal("780.00"), "due": date(2024, 3, 28)},
        {"number": "INV-0999", "company": "Old Mill Cafe", "contact": "Sam", "amount": Decimal("95.20"), "due": date(2024, 1, 15)},
        {"number": "INV-1050", "company": "Future Corp", "contact": "Pat", "amount": Decimal("300.00"), "due": date(2024, 5, 15)},
    ]
    summary = {}
    for inv in sorted(invoices, key=lambda i: i["due"]):
        result = letter(inv, today)
        if result is None:
            print(f"{inv['number']}: not yet due\n")
            continue
        text, stage, total = result
        print(text)
        print()
        count, owed = summary.get(stage, (0, Decimal(0)))
        summary[stage] = (count + 1, owed + total)
    print("Summary")
    for _, name, _ in STAGES:
        if name in summary:
            count, owed = summary[name]
            print(f"  {name:<20} {count}  ${owed:>10,.2f}")
    print(textwrap.indent(textwrap.dedent("""
        Letters are generated automatically.
          Reply to billing@example.com with questions.
    """).strip(), "> "))


if __name__ == "__main__":
    main()
