"""`http.client` for agent programs: its data, not its connections. `responses` maps each
status to its phrase, the status constants (`OK`, `NOT_FOUND`, ...) are `HTTPStatus`'s members,
and the exception classes are CPython's hierarchy; `HTTPConnection` and the rest that open
sockets are refused where a program uses them (a trusted effect reaches the network). Written
by `scripts/http-tables.py` from CPython's own module; do not edit by hand."""

from http import HTTPStatus as _HTTPStatus

HTTP_PORT = 80
HTTPS_PORT = 443


class HTTPException(Exception):
    pass


class NotConnected(HTTPException):
    pass


class InvalidURL(HTTPException):
    pass


class UnknownProtocol(HTTPException):
    def __init__(self, version):
        super().__init__(version)
        self.version = version


class UnknownTransferEncoding(HTTPException):
    pass


class UnimplementedFileMode(HTTPException):
    pass


class IncompleteRead(HTTPException):
    def __init__(self, partial, expected=None):
        super().__init__(partial)
        self.partial = partial
        self.expected = expected

    def __repr__(self):
        more = "" if self.expected is None else f", {self.expected} more expected"
        return f"{type(self).__name__}({len(self.partial)} bytes read{more})"

    def __str__(self):
        return repr(self)


class ImproperConnectionState(HTTPException):
    pass


class CannotSendRequest(ImproperConnectionState):
    pass


class CannotSendHeader(ImproperConnectionState):
    pass


class ResponseNotReady(ImproperConnectionState):
    pass


class BadStatusLine(HTTPException):
    def __init__(self, line):
        if not line:
            line = repr(line)
        super().__init__(line)
        self.line = line


class LineTooLong(HTTPException):
    def __init__(self, line_type):
        super().__init__(f"got more than 65536 bytes when reading {line_type}")


error = HTTPException


class _Tables:
    # `responses`, made at its first read and kept for the run (a program may add to it).
    responses = []


def _responses():
    if not _Tables.responses:
        _Tables.responses.append({status: status.phrase for status in _HTTPStatus})
    return _Tables.responses[0]


responses = _responses()

# The status constants: `globals().update(HTTPStatus.__members__)` in CPython's module.
CONTINUE = _HTTPStatus.CONTINUE
SWITCHING_PROTOCOLS = _HTTPStatus.SWITCHING_PROTOCOLS
PROCESSING = _HTTPStatus.PROCESSING
EARLY_HINTS = _HTTPStatus.EARLY_HINTS
OK = _HTTPStatus.OK
CREATED = _HTTPStatus.CREATED
ACCEPTED = _HTTPStatus.ACCEPTED
NON_AUTHORITATIVE_INFORMATION = _HTTPStatus.NON_AUTHORITATIVE_INFORMATION
NO_CONTENT = _HTTPStatus.NO_CONTENT
RESET_CONTENT = _HTTPStatus.RESET_CONTENT
PARTIAL_CONTENT = _HTTPStatus.PARTIAL_CONTENT
MULTI_STATUS = _HTTPStatus.MULTI_STATUS
ALREADY_REPORTED = _HTTPStatus.ALREADY_REPORTED
IM_USED = _HTTPStatus.IM_USED
MULTIPLE_CHOICES = _HTTPStatus.MULTIPLE_CHOICES
MOVED_PERMANENTLY = _HTTPStatus.MOVED_PERMANENTLY
FOUND = _HTTPStatus.FOUND
SEE_OTHER = _HTTPStatus.SEE_OTHER
NOT_MODIFIED = _HTTPStatus.NOT_MODIFIED
USE_PROXY = _HTTPStatus.USE_PROXY
TEMPORARY_REDIRECT = _HTTPStatus.TEMPORARY_REDIRECT
PERMANENT_REDIRECT = _HTTPStatus.PERMANENT_REDIRECT
BAD_REQUEST = _HTTPStatus.BAD_REQUEST
UNAUTHORIZED = _HTTPStatus.UNAUTHORIZED
PAYMENT_REQUIRED = _HTTPStatus.PAYMENT_REQUIRED
FORBIDDEN = _HTTPStatus.FORBIDDEN
NOT_FOUND = _HTTPStatus.NOT_FOUND
METHOD_NOT_ALLOWED = _HTTPStatus.METHOD_NOT_ALLOWED
NOT_ACCEPTABLE = _HTTPStatus.NOT_ACCEPTABLE
PROXY_AUTHENTICATION_REQUIRED = _HTTPStatus.PROXY_AUTHENTICATION_REQUIRED
REQUEST_TIMEOUT = _HTTPStatus.REQUEST_TIMEOUT
CONFLICT = _HTTPStatus.CONFLICT
GONE = _HTTPStatus.GONE
LENGTH_REQUIRED = _HTTPStatus.LENGTH_REQUIRED
PRECONDITION_FAILED = _HTTPStatus.PRECONDITION_FAILED
REQUEST_ENTITY_TOO_LARGE = _HTTPStatus.REQUEST_ENTITY_TOO_LARGE
REQUEST_URI_TOO_LONG = _HTTPStatus.REQUEST_URI_TOO_LONG
UNSUPPORTED_MEDIA_TYPE = _HTTPStatus.UNSUPPORTED_MEDIA_TYPE
REQUESTED_RANGE_NOT_SATISFIABLE = _HTTPStatus.REQUESTED_RANGE_NOT_SATISFIABLE
EXPECTATION_FAILED = _HTTPStatus.EXPECTATION_FAILED
IM_A_TEAPOT = _HTTPStatus.IM_A_TEAPOT
MISDIRECTED_REQUEST = _HTTPStatus.MISDIRECTED_REQUEST
UNPROCESSABLE_ENTITY = _HTTPStatus.UNPROCESSABLE_ENTITY
LOCKED = _HTTPStatus.LOCKED
FAILED_DEPENDENCY = _HTTPStatus.FAILED_DEPENDENCY
TOO_EARLY = _HTTPStatus.TOO_EARLY
UPGRADE_REQUIRED = _HTTPStatus.UPGRADE_REQUIRED
PRECONDITION_REQUIRED = _HTTPStatus.PRECONDITION_REQUIRED
TOO_MANY_REQUESTS = _HTTPStatus.TOO_MANY_REQUESTS
REQUEST_HEADER_FIELDS_TOO_LARGE = _HTTPStatus.REQUEST_HEADER_FIELDS_TOO_LARGE
UNAVAILABLE_FOR_LEGAL_REASONS = _HTTPStatus.UNAVAILABLE_FOR_LEGAL_REASONS
INTERNAL_SERVER_ERROR = _HTTPStatus.INTERNAL_SERVER_ERROR
NOT_IMPLEMENTED = _HTTPStatus.NOT_IMPLEMENTED
BAD_GATEWAY = _HTTPStatus.BAD_GATEWAY
SERVICE_UNAVAILABLE = _HTTPStatus.SERVICE_UNAVAILABLE
GATEWAY_TIMEOUT = _HTTPStatus.GATEWAY_TIMEOUT
HTTP_VERSION_NOT_SUPPORTED = _HTTPStatus.HTTP_VERSION_NOT_SUPPORTED
VARIANT_ALSO_NEGOTIATES = _HTTPStatus.VARIANT_ALSO_NEGOTIATES
INSUFFICIENT_STORAGE = _HTTPStatus.INSUFFICIENT_STORAGE
LOOP_DETECTED = _HTTPStatus.LOOP_DETECTED
NOT_EXTENDED = _HTTPStatus.NOT_EXTENDED
NETWORK_AUTHENTICATION_REQUIRED = _HTTPStatus.NETWORK_AUTHENTICATION_REQUIRED
