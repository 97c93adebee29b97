"""Render on-call incident notifications for email, chat and SMS from one record."""
import textwrap
from string import Template

INCIDENT = {
    "id": "INC-2041",
    "service": "payments-api",
    "severity": "SEV2",
    "started": "2024-03-05 14:02 UTC",
    "summary": (
        "Elevated 5xx error rate on card authorisations after the 14:00 deploy. "
        "Roughly 7% of requests to /v2/charges are failing with upstream timeouts "
        "from the acquiring bank gateway; retries are succeeding on the second attempt."
    ),
    "owner": "Dana Ortiz",
    "actions": ["Roll back deploy 2024.03.05-2", "Open ticket with gateway vendor", "Post status page update"],
}

EMAIL = Template(textwrap.dedent("""\
    Subject: [$severity] $service incident $id

    Hello team,

    An incident was opened at $started and is owned by $owner.

    Summary:
    $summary_block

    Next actions:
    $actions_block

    -- ${service} on-call bot
    """))

CHAT = Template("*$severity* `$service` ($id) owner=@$owner_handle: $short")
SMS = Template("$id $severity $service: $short_sms Ack: reply $ack_code")


class PercentTemplate(Template):
    delimiter = "%"


def main():
    data = dict(INCIDENT)
    data["summary_block"] = textwrap.indent(textwrap.fill(data["summary"], width=60), "    ").lstrip()
    data["actions_block"] = "\n".join(
        f"  {i}. {a}" for i, a in enumerate(data["actions"], 1)
    ).lstrip()
    data["owner_handle"] = data["owner"].lower().replace(" ", ".")
    data["short"] = textwrap.shorten(data["summary"], width=80, placeholder=" [...]")
    data["short_sms"] = textwrap.shorten(data["summary"], width=60)
    print(EMAIL.substitute(data))
    print(CHAT.substitute(data))
    sms = SMS.safe_substitute(data)
    print(sms, f"({len(sms)} chars)")
    try:
        SMS.substitute(data)
    except KeyError as exc:
        print("missing placeholder:", exc)
    print(PercentTemplate("%id escalated to %{owner}").substitute(data))
    print(Template("$$5 credit for $id").substitute(id="INC-2041"))
    print(sorted(SMS.get_identifiers()), SMS.is_valid())
    wrapped = textwrap.wrap(INCIDENT["summary"], width=50, initial_indent="> ", subsequent_indent="> ")
    print("\n".join(wrapped[:3]))
    print(textwrap.indent("a\n\nb", "+ ", predicate=lambda line: True))
    return len(wrapped)


if __name__ == "__main__":
    main()
