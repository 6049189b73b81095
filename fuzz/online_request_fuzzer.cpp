// The online protocol's requests (docs/protocol.md): any bytes are refused
// with an error code and one line naming what is wrong, or parse into a
// request that encodes back to text which parses to the same request.
#include "djed/online/protocol.hpp"
#include "fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace djed::online;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const Parsed parsed = parse_request(text);
  if (!parsed.request) {
    const std::string& reason = parsed.refusal.reason;
    if (reason.empty()) djed::fuzz::broken("a refusal without a reason");
    if (reason.find('\n') != std::string::npos) djed::fuzz::broken("a refusal of more than one line: " + reason);
    if (error_word(parsed.refusal.code).empty()) djed::fuzz::broken("a refusal without an error code");
    return 0;
  }
  const std::string encoded = encode_request(*parsed.request);
  if (encoded.size() > kMaxMessageBytes) djed::fuzz::broken("an accepted request encodes beyond the limit: " + encoded);
  const Parsed again = parse_request(encoded);
  if (!again.request) djed::fuzz::broken("an encoded request is refused: " + again.refusal.reason + "\n" + encoded);
  if (encode_request(*again.request) != encoded) djed::fuzz::broken("a request changes when read again\n" + encoded);
  return 0;
}
