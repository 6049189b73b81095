// What a client reads from a server it need not trust
// (djed/online/server_messages.hpp, client_game.hpp): the first byte picks
// the rules the client has (Ramses or Pharao, whatever game a message
// names), the rest is split at newlines into messages the client takes in
// turn. Each message is refused with a one-line problem, or read into a
// message written back to text that reads as the same message; the client
// answers every one without throwing and can write its record at the end.
#include <memory>

#include "djed/online/client_game.hpp"
#include "djed/online/server_messages.hpp"
#include "fuzz_support.hpp"
#include "pharao_game.hpp"
#include "ramses_game.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace djed::online;
  static const std::shared_ptr<const djed::Game> games[] = {std::make_shared<ramses::RamsesGame>(),
                                                             std::make_shared<pharao::PharaoGame>()};
  if (size == 0) return 0;
  const auto game = games[data[0] % 2];
  ClientGame client([&](const std::string&) { return game; });
  const std::string_view input(reinterpret_cast<const char*>(data + 1), size - 1);
  for (std::size_t start = 0; start <= input.size();) {
    std::size_t end = input.find('\n', start);
    if (end == std::string_view::npos) end = input.size();
    const std::string_view text = input.substr(start, end - start);
    start = end + 1;
    const DecodedMessage decoded = decode_message(text);
    if (decoded.message) {
      const std::string written = encode_message(*decoded.message);
      const DecodedMessage again = decode_message(written);
      if (!again.message || encode_message(*again.message) != written)
        djed::fuzz::broken("a message read and written again differs:\n" + std::string(text) + "\n" + written);
    } else if (decoded.problem.find('\n') != std::string::npos) {
      djed::fuzz::broken("a refusal is not one line: " + decoded.problem);
    }
    if (client.receive(text) == Received::kError && client.problem().find('\n') != std::string::npos)
      djed::fuzz::broken("a client's problem is not one line: " + client.problem());
  }
  (void)client.record_text();
  return 0;
}
