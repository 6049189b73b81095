// The messages nodes sharing Redis send each other (server/node_messages.hpp):
// any bytes, read as a message of any channel (a node's own included) and as
// an item of a game's list, are dropped or read into a message that writes back to the very
// same text (the forms have one spelling each).
#include "fuzz_support.hpp"
#include "node_messages.hpp"

namespace {

template <typename Decoded>
void check_written_back(const std::optional<Decoded>& decoded, std::string_view text, const char* what) {
  if (!decoded) return;
  const std::string written = djed::server::node::encode(*decoded);
  if (written != text) djed::fuzz::broken(std::string(what) + " read and written again differs:\n" + std::string(text) + "\n" + written);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace djed::server::node;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  check_written_back(decode_nodes_message(text), text, "a nodes message");
  check_written_back(decode_game_message(text), text, "a game message");
  check_written_back(decode_stored_event(text), text, "a stored event");
  if (const auto direct = decode_direct(text)) {
    const std::string written = encode_direct(direct->first, direct->second);
    if (written != text) djed::fuzz::broken("a message to one node read and written again differs:\n" + std::string(text) + "\n" + written);
  }
  return 0;
}
