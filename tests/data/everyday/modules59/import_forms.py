"""Reach the three modules every way agents import them: wildcard, submodule, aliases."""
from http import *
from email import utils
from ipaddress import IPv6Network as Net
import email.utils
import http as h
import ipaddress as ipa


def main():
    print(HTTPStatus.CREATED.phrase, HTTPMethod.HEAD, h.HTTPStatus(302).name, h.HTTPMethod["GET"].description)
    print(utils.parseaddr("Zed <z@z.io>"), email.utils.formataddr(("Zed Z", "z@z.io")), utils.quote(email.utils.unquote("<a@b>")))
    print(Net("2001:db8::/126")[-1], ipa.IPv4Address(ipa.IPv4Address("10.0.0.1")), ipa.ip_network(ipa.ip_address("10.0.0.1")))
    print(ipa.IPV4LENGTH, ipa.IPV6LENGTH, ipa.v4_int_to_packed(167772161), ipa.v6_int_to_packed(1)[-2:])
    try:
        ipa.v4_int_to_packed(2**32)
    except ValueError as err:
        print("ValueError:", err)


if __name__ == "__main__":
    main()
