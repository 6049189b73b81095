#pragma once
// LanGames: the games hosted on the local network, heard from LocalHost's
// UDP announcements, for the online screen to list without an address
// typed. A host not heard from for a few seconds is dropped.
#include <QDateTime>
#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include "local_host.hpp"

class QUdpSocket;

namespace djed::gui {

class LanGames : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("Made by the application")
  // Maps of name and url (ws://ADDRESS:PORT), by name.
  Q_PROPERTY(QVariantList hosts READ hosts NOTIFY changed)
  // Whether announcements can be heard (the port may be taken).
  Q_PROPERTY(bool listening READ listening NOTIFY changed)

 public:
  explicit LanGames(quint16 port = kDiscoveryPort, QObject* parent = nullptr);
  QVariantList hosts() const;
  bool listening() const { return listening_; }

 signals:
  void changed();

 private:
  void read();
  void expire();

  struct Host {
    QString name, url, id;
    qint64 heard_ms = 0;
  };
  QList<Host> hosts_;
  QUdpSocket* socket_ = nullptr;
  QTimer expiry_;
  bool listening_ = false;
};

}  // namespace djed::gui
